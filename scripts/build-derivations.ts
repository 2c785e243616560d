// Builds lib/match's table of WordNet derivations (lib/match/nlp/derived-forms.ts) at install.
import { DERIVATIONS_FILE, writeDerivationsFile } from "../lib/match/nlp/derived-forms";

const started = performance.now();
const derivations = writeDerivationsFile();
console.log(
  `WordNet derivations: ${derivations.size} words in ${Math.round(performance.now() - started)} ms, ${DERIVATIONS_FILE}`,
);
