// `npm run bench`: how lib/match reads the hand-labelled evidence set (tests/fixtures/evidence-set).
import { scoreEvidenceSet } from "../tests/support/evidence-eval";
import { HOLDOUT_SET, type EvidencePair } from "../tests/fixtures/evidence-holdout";
import { HOLDOUT_SET_2 } from "../tests/fixtures/evidence-holdout-2";
import { HOLDOUT_SET_3 } from "../tests/fixtures/evidence-holdout-3";
import { HOLDOUT_SET_4 } from "../tests/fixtures/evidence-holdout-4";
import { HOLDOUT_SET_5 } from "../tests/fixtures/evidence-holdout-5";
import { HOLDOUT_SET_6 } from "../tests/fixtures/evidence-holdout-6";
import { HOLDOUT_SET_7 } from "../tests/fixtures/evidence-holdout-7";
import { HOLDOUT_SET_8 } from "../tests/fixtures/evidence-holdout-8";
import { HOLDOUT_SET_9 } from "../tests/fixtures/evidence-holdout-9";
import { HOLDOUT_SET_10 } from "../tests/fixtures/evidence-holdout-10";
import { HOLDOUT_SET_11 } from "../tests/fixtures/evidence-holdout-11";
import { HOLDOUT_SET_12 } from "../tests/fixtures/evidence-holdout-12";

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
  // Written by someone who never saw lib/match, in fields the tuning set lacks, and not
  // tuned on: each set's misses were read once, for a general rule (set 1: short forms;
  // set 2: duties crowding out requirements; set 3: degree fields, a verb's object, a
  // skill or a phrase as alternatives; set 4, once set 5 stood in for it: credentials'
  // codes and grades, typing speeds, a licence inside a condition, a duty's verbs shown by
  // any deed on its things; sets 5 to 9, once the next set stood in for each: see git log), never to
  // add its words.
  printHeldOut("Held-out set 1", HOLDOUT_SET);
  printHeldOut("Held-out set 2", HOLDOUT_SET_2);
  printHeldOut("Held-out set 3", HOLDOUT_SET_3);
  printHeldOut("Held-out set 4", HOLDOUT_SET_4);
  printHeldOut("Held-out set 5", HOLDOUT_SET_5);
  printHeldOut("Held-out set 6", HOLDOUT_SET_6);
  printHeldOut("Held-out set 7", HOLDOUT_SET_7);
  printHeldOut("Held-out set 8", HOLDOUT_SET_8);
  printHeldOut("Held-out set 9", HOLDOUT_SET_9);
  // Sets 10 to 12 have been scored, but their misses not read. Set 11 is new postings and
  // people in the five fields of the original report, which the tuning set also covers;
  // sets 10 and 12 are fields no other set has.
  printHeldOut("Held-out set 10 (misses never read)", HOLDOUT_SET_10);
  printHeldOut("Held-out set 11 (the tuning set's fields; misses never read)", HOLDOUT_SET_11);
  printHeldOut("Held-out set 12 (misses never read)", HOLDOUT_SET_12);
}

function printHeldOut(name: string, set: EvidencePair[]): void {
  const held = scoreEvidenceSet(set);
  console.log(
    `${name}: ${held.pairs} pairs in ${held.fields} fields, ${held.counts.asks} labelled asks\n` +
      `  coverage precision ${pct(held.precision)}  recall ${pct(held.recall)}  ` +
      `gaps flagged ${pct(held.gapRecall)}  asks read ${pct(held.found)}`,
  );
}
