import { CheckIcon, MinusIcon } from "lucide-react";
import type { AnswerFigures } from "@/lib/client/insight-types";

function Mark({ isPresent, label }: { isPresent: boolean; label: string }) {
  return (
    <span
      className={isPresent ? "text-emerald-700" : "text-muted-foreground"}
      aria-label={`${label}: ${isPresent ? "yes" : "no"}`}
      title={label}
    >
      {isPresent ? (
        <CheckIcon className="inline size-4" aria-hidden />
      ) : (
        <MinusIcon className="inline size-4" aria-hidden />
      )}
    </span>
  );
}

/** Per answer: its length, fillers, and whether it told a situation, an action and a result. */
export function AnswerStructure({ answers }: { answers: AnswerFigures[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-xs" data-testid="notes-answers">
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-1 pr-2 font-medium">Question</th>
            <th className="px-2 py-1 font-medium">Words</th>
            <th className="px-2 py-1 font-medium">Fillers</th>
            <th className="px-2 py-1 font-medium">Situation</th>
            <th className="px-2 py-1 font-medium">Action</th>
            <th className="px-2 py-1 font-medium">Result</th>
            <th className="px-2 py-1 font-medium">Measured</th>
          </tr>
        </thead>
        <tbody>
          {answers.map((answer, index) => (
            <tr key={index} className="border-t">
              <td className="max-w-xs truncate py-1 pr-2" title={answer.question}>
                {answer.question || "(answer without a question)"}
              </td>
              <td className="px-2 py-1 tabular-nums">{answer.words}</td>
              <td className="px-2 py-1 tabular-nums">{answer.fillerCount}</td>
              <td className="px-2 py-1">
                <Mark isPresent={answer.structure.situation} label="Situation" />
              </td>
              <td className="px-2 py-1">
                <Mark isPresent={answer.structure.action} label="Action" />
              </td>
              <td className="px-2 py-1">
                <Mark isPresent={answer.structure.result} label="Result" />
              </td>
              <td className="px-2 py-1">
                <Mark isPresent={answer.structure.measurableResult} label="Measurable result" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
