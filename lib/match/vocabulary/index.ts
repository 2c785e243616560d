import { parseVocabulary, type ParsedVocabulary } from "./parse-vocabulary";
import { BUSINESS } from "./business";
import { DATA } from "./data";
import { DESIGN } from "./design";
import { EDUCATION } from "./education";
import { ENGINEERING } from "./engineering";
import { FINANCE } from "./finance";
import { HEALTHCARE } from "./healthcare";
import { INFRASTRUCTURE } from "./infrastructure";
import { LEGAL } from "./legal";
import { MARKETING } from "./marketing";
import { OPERATIONS } from "./operations";
import { PRODUCT } from "./product";
import { SALES } from "./sales";
import { SOFTWARE } from "./software";
import { SOFTWARE_PRACTICE } from "./software-practice";
import { TRADES } from "./trades";

/** The curated skill vocabulary, parsed once at module load. */
export const VOCABULARY: ParsedVocabulary = parseVocabulary([
  ...SOFTWARE,
  ...SOFTWARE_PRACTICE,
  ...INFRASTRUCTURE,
  ...DATA,
  ...DESIGN,
  ...PRODUCT,
  ...MARKETING,
  ...SALES,
  ...FINANCE,
  ...HEALTHCARE,
  ...OPERATIONS,
  ...TRADES,
  ...ENGINEERING,
  ...EDUCATION,
  ...LEGAL,
  ...BUSINESS,
]);
