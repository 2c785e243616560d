import { scoreEvidenceSet } from "./support/evidence-eval";
import { HOLDOUT_SET } from "./fixtures/evidence-holdout";
const s = scoreEvidenceSet(HOLDOUT_SET);
console.log(`holdout precision ${(s.precision*100).toFixed(1)} recall ${(s.recall*100).toFixed(1)} (${s.counts.tp}/${s.counts.tp+s.counts.fn}) gapRecall ${(s.gapRecall*100).toFixed(1)} found ${(s.found*100).toFixed(1)}`);
for (const o of s.outcomes.filter(o=>o.label!=="condition" && o.label !== (o.predicted==="covered"?"covered":"gap"))) console.log(`${o.label}->${o.predicted} [${o.pair}] ${o.asked} | ${o.keyword??""} | ${o.evidence?.slice(0,80)??""}`);
