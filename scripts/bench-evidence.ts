// `npm run bench`: how lib/match reads the hand-labelled evidence set (tests/fixtures/evidence-set).
import { scoreEvidenceSet } from "../tests/support/evidence-eval";
import { HOLDOUT_SET } from "../tests/fixtures/evidence-holdout";

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
  // Written by someone who never saw lib/match, in fields the tuning set lacks; it is not
  // tuned against, so it says how far the matcher's reading carries to a new field.
  const held = scoreEvidenceSet(HOLDOUT_SET);
  console.log(
    `Held-out set (not tuned on): ${held.pairs} pairs in ${held.fields} fields, ${held.counts.asks} labelled asks\n` +
      `  coverage precision ${pct(held.precision)}  recall ${pct(held.recall)}  ` +
      `gaps flagged ${pct(held.gapRecall)}  asks read ${pct(held.found)}`,
  );
}
