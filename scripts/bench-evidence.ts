// `npm run bench`: how lib/match reads the hand-labelled evidence set (tests/fixtures/evidence-set).
import { scoreEvidenceSet } from "../tests/support/evidence-eval";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function printEvidenceQuality(): void {
  const s = scoreEvidenceSet();
  console.log(
    `\nEvidence set: ${s.pairs} résumé/posting pairs in ${s.fields} fields, ${s.counts.asks} labelled asks`,
  );
  console.log(
    `  coverage precision ${pct(s.precision)}  recall ${pct(s.recall)}  (target 90% both)  ` +
      `gaps flagged ${pct(s.gapRecall)}  asks read ${pct(s.found)}  unlabelled requirements ${s.spurious.length}`,
  );
}
