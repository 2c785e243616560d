import {
  bands,
  hammingDistance,
  overlap,
  shingles,
  simhash,
  textWords,
  type SimHash,
} from "./simhash";
import type { DiscoveredJob, SourceJob } from "./types";

// How results from several sources become one list. The rules, in the order applied:
//
// 1. Same posting: the same normalised title, company and place (case, punctuation,
//    "(m/w/d)"-style markers and company suffixes such as "Inc." or "GmbH" ignored) is one
//    result, whichever sources sent it.
// 2. Multi-city copies: the same normalised title and company in other places fold into
//    one result listing every place, when their descriptions share at least
//    MULTI_CITY_MIN_OVERLAP of their word 3-shingles (Jaccard) or either is too short to
//    tell apart (under MIN_WORDS_TO_COMPARE words).
// 3. Reposts and agency copies: a posting whose description is a near-copy of another's
//    and whose title shares at least TITLE_OVERLAP of its words is the same job under
//    another name or company. Near-copy: both at least MIN_WORDS_TO_COMPARE words, SimHashes
//    of their 3-shingles within NEAR_COPY_MAX_DISTANCE bits (candidates come from 8-bit
//    bands, so no pair of texts is compared word by word unless they are already close),
//    then confirmed by a shingle overlap of at least NEAR_COPY_MIN_OVERLAP.
//
// The kept copy is the one from the employer's own board (Greenhouse, Lever, Ashby) when
// there is one, then the one with the longest description; the others' sources become
// "Also on". Results come out newest first.

export const MIN_WORDS_TO_COMPARE = 30;
export const MULTI_CITY_MIN_OVERLAP = 0.5;
export const NEAR_COPY_MAX_DISTANCE = 7;
export const NEAR_COPY_MIN_OVERLAP = 0.7;
export const TITLE_OVERLAP = 0.5;

const ORIGINAL_BOARDS = new Set(["greenhouse", "lever", "ashby"]);

const COMPANY_SUFFIXES = new Set(
  "inc incorporated llc ltd limited gmbh ag co corp corporation plc sa sas bv nv oy ab srl spa pty kg se".split(
    " ",
  ),
);
// "(m/w/d)", "(f/m/x)", "(all genders)": German and Austrian postings add them, aggregators drop them.
const GENDER_MARKER = /\((?:[mwfdx]\s*\/\s*){1,3}[mwfdx]\)|\(all genders?\)/gi;

export function normaliseTitle(title: string): string {
  return textWords(title.replace(GENDER_MARKER, " "), 40).join(" ");
}

export function normaliseCompany(company: string): string {
  const words = textWords(company, 20);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1])) words.pop();
  return words.join(" ");
}

export function normalisePlace(location: string): string {
  return textWords(location.split(/[;,]/)[0] ?? "", 10).join(" ");
}

function titleOverlap(left: Set<string>, right: Set<string>): number {
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / Math.max(left.size, right.size);
}

interface Entry {
  job: SourceJob;
  title: string;
  titleWords: Set<string>;
  sameJob: string;
  sameRole: string;
  words: string[];
  hash: SimHash | null;
  shingleSet?: Set<number>;
}

function textOverlap(a: Entry, b: Entry): number {
  a.shingleSet ??= shingles(a.words);
  b.shingleSet ??= shingles(b.words);
  return overlap(a.shingleSet, b.shingleSet);
}

function unionFind(size: number) {
  const parent = Array.from({ length: size }, (_, index) => index);
  const find = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]];
      index = parent[index];
    }
    return index;
  };
  const union = (a: number, b: number) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
  };
  return { find, union };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const value = key(item);
    if (!value) return;
    const group = groups.get(value);
    if (group) group.push(index);
    else groups.set(value, [index]);
  });
  return groups;
}

function better(a: SourceJob, b: SourceJob): SourceJob {
  const originalA = ORIGINAL_BOARDS.has(a.source);
  const originalB = ORIGINAL_BOARDS.has(b.source);
  if (originalA !== originalB) return originalA ? a : b;
  return b.description.length > a.description.length ? b : a;
}

function combine(members: SourceJob[]): DiscoveredJob {
  const kept = members.reduce(better);
  const alsoOn = [...new Set(members.map((job) => job.source))].filter(
    (source) => source !== kept.source,
  );
  const seen = new Set<string>();
  const locations: string[] = [];
  for (const job of [kept, ...members]) {
    const key = normalisePlace(job.location) || job.location.toLowerCase();
    if (!job.location || seen.has(key)) continue;
    seen.add(key);
    locations.push(job.location);
  }
  return {
    ...kept,
    salary: kept.salary || members.find((job) => job.salary)?.salary || "",
    date:
      members
        .map((job) => job.date)
        .filter(Boolean)
        .sort()
        .at(-1) ?? kept.date,
    alsoOn,
    locations,
    score: null,
  };
}

/** One result per posting (the rules above), newest first; scores are left to rank.ts. */
export function mergeResults(jobs: SourceJob[]): DiscoveredJob[] {
  const entries: Entry[] = jobs.map((job) => {
    const title = normaliseTitle(job.title);
    const company = normaliseCompany(job.company);
    const words = textWords(job.description);
    return {
      job,
      title,
      titleWords: new Set(title.split(" ").filter(Boolean)),
      sameJob: `${title}|${company}|${normalisePlace(job.location)}`,
      sameRole: title && company ? `${title}|${company}` : "",
      words,
      hash: words.length >= MIN_WORDS_TO_COMPARE ? simhash(words) : null,
    };
  });
  const { find, union } = unionFind(entries.length);

  for (const group of groupBy(entries, (entry) => entry.sameJob).values()) {
    for (const index of group.slice(1)) union(group[0], index);
  }
  for (const group of groupBy(entries, (entry) => entry.sameRole).values()) {
    for (const index of group.slice(1)) {
      const [a, b] = [entries[group[0]], entries[index]];
      if (!a.hash || !b.hash || textOverlap(a, b) >= MULTI_CITY_MIN_OVERLAP) union(group[0], index);
    }
  }
  // Near copies: only hashes sharing a 16-bit band are compared.
  const buckets = new Map<number, number[]>();
  entries.forEach((entry, index) => {
    if (!entry.hash) return;
    for (const band of bands(entry.hash)) {
      const bucket = buckets.get(band);
      if (bucket) bucket.push(index);
      else buckets.set(band, [index]);
    }
  });
  // Pairs already compared (a pair can share several bands).
  const compared = new Set<number>();
  for (const bucket of buckets.values()) {
    for (let i = 0; i < bucket.length; i++) {
      for (let j = i + 1; j < bucket.length; j++) {
        const pair = bucket[i] * entries.length + bucket[j];
        if (compared.has(pair)) continue;
        compared.add(pair);
        const a = entries[bucket[i]];
        const b = entries[bucket[j]];
        if (
          hammingDistance(a.hash!, b.hash!) <= NEAR_COPY_MAX_DISTANCE &&
          find(bucket[i]) !== find(bucket[j]) &&
          titleOverlap(a.titleWords, b.titleWords) >= TITLE_OVERLAP &&
          textOverlap(a, b) >= NEAR_COPY_MIN_OVERLAP
        ) {
          union(bucket[i], bucket[j]);
        }
      }
    }
  }

  const groups = new Map<number, SourceJob[]>();
  entries.forEach((entry, index) => {
    const root = find(index);
    const group = groups.get(root);
    if (group) group.push(entry.job);
    else groups.set(root, [entry.job]);
  });
  return [...groups.values()].map(combine).sort(byDateDesc);
}

export function byDateDesc(a: { date: string }, b: { date: string }): number {
  return a.date === b.date ? 0 : a.date < b.date ? 1 : -1;
}
