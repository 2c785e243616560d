import type { SkillUnit } from "../alternatives";
import { isContentAtom, type Atom } from "./atoms";
import { HEAD_WEIGHT, itemConcepts } from "./item-concepts";
import { PRODUCT_NAME_RE } from "./item-words";
import type { WeightedConcept } from "./types";
import { isSkillConcept } from "../terms";

// The examples an ask names in its brackets: products, phrases, skills.

const PAREN_SEPARATOR_RE = /,|;|\bor\b|\band\b|\be\.g\.|\bsuch as\b/i;
const MIN_PAREN_WORDS = 2;

const WE_USE_WORDS = new Set(["we", "use", "currently", "ours", "our", "is", "are", "on"]);

const isProductName = (atom: Atom, clause: string) =>
  !atom.unit && PRODUCT_NAME_RE.test(clause.slice(atom.start, atom.end));

/**
 * The examples in an item's parentheses that are phrases of two words or more ("prime cost
 * under 60%", "abandoned cart") or a product's name ("HydroCAD"): each shows the item. One
 * ordinary word alone ("welcome") is too common to.
 */
function parenGroups(paren: Atom[], clause: string): Atom[][] {
  const groups: Atom[][] = [];
  paren.forEach((atom, i) => {
    const gap = i === 0 ? "," : clause.slice(paren[i - 1].end, atom.start);
    if (PAREN_SEPARATOR_RE.test(gap)) groups.push([]);
    const group = groups[groups.length - 1];
    // "(we use Polaris)": the words saying which are the employer's lead-in, and what
    // follows them is a product's name, however it is written.
    if (group.length === 0 && !atom.unit && WE_USE_WORDS.has(atom.terms[0].lower)) {
      namedByUse.add(group);
      return;
    }
    group.push(atom);
  });
  return groups.filter((g) => g.length > 0);
}
const namedByUse = new WeakSet<Atom[]>();

/** A skill with words of its own in the brackets: "balloon framing" is more than framing. */
const isQualifiedSkill = (group: Atom[]) =>
  group.some((a) => a.unit) && group.some((a) => !a.unit && isContentAtom(a));

/** A skill with capitalised words of its own: "ArcGIS Maps SDK" is a product, not ArcGIS. */
const isQualifiedName = (group: Atom[], clause: string) =>
  isQualifiedSkill(group) &&
  group
    .filter((a) => !a.unit && isContentAtom(a))
    .every((a) => /^\p{Lu}/u.test(clause.slice(a.start, a.end)));

/** The skills in an item's brackets that stand alone as examples ("Xactimate, Symbility"). */
export function parenExamples(paren: Atom[], clause: string, hasPhrases: boolean): SkillUnit[] {
  return parenGroups(paren, clause)
    .filter((g) => !(hasPhrases ? isQualifiedSkill(g) : isQualifiedName(g, clause)))
    .flatMap((g) => g.filter((a) => a.unit).map((a) => a.unit!));
}

export function parenPhrases(paren: Atom[], clause: string): WeightedConcept[][] {
  const groups = parenGroups(paren, clause);
  const isProduct = (g: Atom[]) =>
    g.length === 1 && (namedByUse.has(g) || isProductName(g[0], clause));
  const qualified = groups.filter(isQualifiedSkill).map((g) => itemConcepts(g, clause));
  return groups
    .filter((g) => g.every((a) => !a.unit))
    .filter((g) => isProduct(g) || g.filter(isContentAtom).length >= MIN_PAREN_WORDS)
    .map((g) =>
      isProduct(g) ? { g, set: [wordConcept(g[0], clause)] } : { g, set: itemConcepts(g, clause) },
    )
    .filter(
      ({ g, set }) =>
        isProduct(g) || set.filter((c) => c.weight >= HEAD_WEIGHT).length >= MIN_PAREN_WORDS,
    )
    .map(({ set }) => set)
    .concat(qualified, wordList(groups, clause));
}

const MIN_LISTED_WORDS = 3;

/**
 * Three or more single words in the brackets say what the ask is made of ("small-engine
 * maintenance (blades, oil, filters)"): together they are one alternative, which a line
 * showing most of them shows ("change blades, oil, air filters and plugs").
 */
function wordList(groups: Atom[][], clause: string): WeightedConcept[][] {
  const words = groups.filter((g) => g.length === 1 && !g[0].unit && isContentAtom(g[0]));
  if (words.length < MIN_LISTED_WORDS || words.length < groups.length) return [];
  return [words.map((g) => wordConcept(g[0], clause))];
}

/** One word of a clause as a concept of full weight: a product's name, a code. */
export function wordConcept(atom: Atom, clause: string): WeightedConcept {
  const term = atom.terms[0];
  return {
    concept: term.concept,
    weight: HEAD_WEIGHT,
    word: clause.slice(atom.start, atom.end),
    key: term.key,
  };
}

/**
 * An alternative made only of products' names ("StormCAD or PCSWMM" read as one item) is
 * one alternative per product: any of them shows the ask.
 */
export function splitProducts(set: WeightedConcept[]): WeightedConcept[][] {
  return set.length > 1 && set.every((c) => PRODUCT_NAME_RE.test(c.word) && c.weight >= HEAD_WEIGHT)
    ? set.map((c) => [c])
    : [set];
}

/**
 * A product's name of several capitalised words, one a skill or written like a product
 * ("ArcGIS Enterprise", "Fannie Mae HomeStyle"), is shown only whole, in one line: ArcGIS
 * Online is not ArcGIS Enterprise, nor is "Fannie Mae" HomeStyle.
 */
export function asName(set: WeightedConcept[]): WeightedConcept[] {
  // Words in capitals ("Encompass LOS", "SARA Tier II") name a kind or a code, and longer
  // runs are titles ("Certified Food Protection Manager").
  const isNameWord = (word: string) => /^\p{Lu}\p{Ll}/u.test(word);
  if (set.length < 2 || set.length > 3 || !set.every((c) => isNameWord(c.word))) return set;
  const isProductLike = set.some((c) => isSkillConcept(c.concept) || PRODUCT_NAME_RE.test(c.word));
  return isProductLike ? set.map((c) => ({ ...c, weight: HEAD_WEIGHT, mustShow: true })) : set;
}
