import { derivedForms } from "./derived-forms";
import { wordKeys } from "./word-key";

/*
 * Words a posting and a résumé use for the same thing. Each group is one concept, named
 * by its first word; a word's key (lemma, then stem) is looked up, so every inflection of
 * a member belongs too ("upsold", "upselling"). Groups stay narrow: a recruiter would
 * accept one word for the other in a requirement, not merely a related idea.
 */
const GROUPS = `
target quota goal kpi objective
expansion expand upsell upsold upselling
renewal renew retention churn
customer client guest patron
phone call telephone
principal partner
binder notebook
student pupil learner
teach teacher instruct instructor tutor educate educator lesson
curriculum syllabus
mentor coach
leader manager director
parent guardian family
assess assessment evaluate evaluation eval evals
present presentation pitch
hire recruit recruitment
schedule rota roster
inventory stock
reconcile reconciliation reconciled
revenue arr mrr bookings
adoption adopt usage
report reporting dashboard
analyze analysis analyse analytics analytical analyst
compliance comply compliant regulatory regulation
document documentation chart charting docs
troubleshoot debug diagnose
deploy deployment release
migrate migration
warehouse fulfillment fulfilment
accuracy accurate
medication medicine meds
prescription rx
budget spend
sale sell sold selling
safety safe osha
math maths mathematics
surgery surgical surgeon
train training onboard onboarding orient orientation
requisition req reqs
email emails correspondence
finding insight
reduce reduction cut lower decrease minimize minimise
increase grow growth boost raise improve improvement
supplier vendor
invoice billing
employee staff personnel workforce
question inquiry enquiry query
answer respond response reply
purchase purchasing procure procurement buy buyer
radiograph xray x-ray
resolve fix
adjust update revise
specification spec specs
application app apps
management mgmt
department dept
appointment appt appts
graduate grad grads
information info
operation ops
pay wage wages paycheck
photo photograph picture pic
child kid
physician doctor
vehicle car automobile
estimate quote bid
`;

/** "Numbers that demonstrate an outcome": these words are shown by a quantified result. */
const OUTCOME_WORDS = `target quota goal kpi objective result hit meet exceed achieve attain
surpass beat outcome`;

export const OUTCOME = "#outcome";

let conceptByKey: Map<string, string> | null = null;
let outcomeKeys: Set<string> | null = null;

function build(): void {
  const map = new Map<string, string>();
  for (const line of GROUPS.trim().split("\n")) {
    const words = line.trim().split(/\s+/);
    const keys = wordKeys(words);
    // A group whose first word is in an earlier group joins that one ("management mgmt").
    const head = map.get(keys[0]) ?? keys[0];
    for (const key of keys) if (!map.has(key)) map.set(key, head);
  }
  conceptByKey = map;
  outcomeKeys = new Set(wordKeys(OUTCOME_WORDS.split(/\s+/)));
}

/** The concept a word key belongs to (its group's first key), or the key itself. */
export function conceptOf(key: string): string {
  if (!conceptByKey) build();
  return conceptByKey!.get(key) ?? key;
}

/** True for a key whose ask a quantified result can show ("targets", "quota", "exceeded"). */
export function isOutcomeKey(key: string): boolean {
  if (!outcomeKeys) build();
  return outcomeKeys!.has(key);
}

const RELATED_CACHE_LIMIT = 20_000;
const relatedCache = new Map<string, string[]>();

/**
 * The concepts of the words WordNet derives from or to a lowercase word, other than its
 * own: "induction" for "induce", "carpentry" for "carpenter".
 */
export function relatedConcepts(word: string): string[] {
  const known = relatedCache.get(word);
  if (known) return known;
  if (relatedCache.size >= RELATED_CACHE_LIMIT) relatedCache.clear();
  const forms = derivedForms(word);
  const own = conceptOf(wordKeys([word])[0]);
  const related =
    forms.length === 0 ? [] : [...new Set(wordKeys(forms).map(conceptOf))].filter((c) => c !== own);
  relatedCache.set(word, related);
  return related;
}
