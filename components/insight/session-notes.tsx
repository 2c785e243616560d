import type { InsightNote, InsightNotes } from "@/lib/client/insight-types";
import { DeliveryFigures } from "./delivery-figures";

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-1.5" data-testid={testId}>
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

const None = () => <p className="text-sm text-muted-foreground">Nothing noted.</p>;

function NoteList({ notes }: { notes: InsightNote[] }) {
  if (notes.length === 0) return <None />;
  return (
    <ul className="grid list-disc gap-2 pl-5 text-sm">
      {notes.map((note, index) => (
        <li key={index}>
          {note.text}
          {note.quote && (
            <blockquote className="mt-1 border-l-2 pl-2 text-xs text-muted-foreground italic">
              “{note.quote}”
            </blockquote>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The six sections of spec 2 §2, then the figures and coverage the analysis measured. */
export function SessionNotes({ notes }: { notes: InsightNotes }) {
  return (
    <div className="grid gap-4">
      <Section title="Summary" testId="notes-summary">
        {notes.summary ? <p className="text-sm">{notes.summary}</p> : <None />}
      </Section>
      <Section title="Strengths" testId="notes-strengths">
        <NoteList notes={notes.strengths} />
      </Section>
      <Section title="Gaps" testId="notes-gaps">
        <NoteList notes={notes.gaps} />
      </Section>
      <Section title="Improvements" testId="notes-improvements">
        <NoteList notes={notes.improvements} />
      </Section>
      <Section title="Follow-up Questions" testId="notes-follow-up">
        {notes.followUpQuestions.length > 0 ? (
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {notes.followUpQuestions.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ul>
        ) : (
          <None />
        )}
      </Section>
      <Section title="Additional Notes" testId="notes-additional">
        {notes.additionalNotes ? (
          <p className="text-sm whitespace-pre-line">{notes.additionalNotes}</p>
        ) : (
          <None />
        )}
      </Section>
      {notes.delivery && <DeliveryFigures delivery={notes.delivery} />}
      {notes.coverage && (
        <Section title="The job's requirements" testId="notes-coverage">
          {notes.coverage.demonstrated.length > 0 && (
            <ul className="grid gap-2 text-sm">
              {notes.coverage.demonstrated.map((item) => (
                <li key={item.requirement}>
                  <span className="font-medium">{item.requirement}</span>
                  <blockquote className="mt-1 border-l-2 pl-2 text-xs text-muted-foreground italic">
                    “{item.quote}”
                  </blockquote>
                </li>
              ))}
            </ul>
          )}
          {notes.coverage.untouched.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Not touched on: {notes.coverage.untouched.join(", ")}
            </p>
          )}
        </Section>
      )}
    </div>
  );
}
