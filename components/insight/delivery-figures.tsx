import type { DeliveryFigures as Figures } from "@/lib/client/insight-types";
import { AnswerStructure } from "./answer-structure";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Delivery measured from the transcript: counts, never a model's guess. */
export function DeliveryFigures({ delivery }: { delivery: Figures }) {
  const perMinute = (value: number | null) => (value === null ? "—" : value.toFixed(1));
  // A share may come as a fraction or as a percentage.
  const share =
    delivery.candidateShare <= 1 ? delivery.candidateShare * 100 : delivery.candidateShare;
  return (
    <section className="grid gap-1.5" data-testid="notes-delivery">
      <h4 className="text-sm font-semibold">Delivery</h4>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Your words" value={String(delivery.words)} />
        <Figure label="Your share" value={`${Math.round(share)}%`} />
        <Figure label="Words a minute" value={perMinute(delivery.wordsPerMinute)} />
        <Figure label="Fillers" value={String(delivery.fillerCount)} />
        <Figure label="Fillers a minute" value={perMinute(delivery.fillersPerMinute)} />
        <Figure label="Longest answer" value={`${delivery.longestAnswerWords} words`} />
      </dl>
      {delivery.answers.length > 0 && <AnswerStructure answers={delivery.answers} />}
    </section>
  );
}
