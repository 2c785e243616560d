import { scoreEvidenceSet } from "./support/evidence-eval";
const s = scoreEvidenceSet();
console.log(`precision ${(s.precision*100).toFixed(1)} recall ${(s.recall*100).toFixed(1)} (${s.counts.tp}/${s.counts.tp+s.counts.fn}) gapRecall ${(s.gapRecall*100).toFixed(1)}`);
if (process.argv.includes("--misses")) for (const o of s.outcomes.filter(o=>o.label==="covered"&&o.predicted!=="covered")) console.log(`MISS [${o.pair}] ${o.asked} -> ${o.predicted} ${o.keyword??""} | ${o.detail??""}`);
if (process.argv.includes("--fp")) for (const o of s.outcomes.filter(o=>o.label==="gap"&&o.predicted==="covered")) console.log(`FP [${o.pair}] ${o.asked} -> ${o.keyword??""} | ${o.evidence??""}`);
if (process.argv.includes("--years")) for (const o of s.outcomes.filter(o=>/year/i.test(o.asked))) console.log(`${o.label}->${o.predicted} [${o.pair}] ${o.asked} | ${o.detail??""}`);
