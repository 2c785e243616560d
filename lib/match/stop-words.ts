// Words that are never keywords on their own and that break a phrase. Two lists: English
// function words, and the filler of job ads ("strong", "team", "experience", "ability").
const STOP = `a about above after again against all also am an and any are as at be because been
before being below between both but by can could did do does doing down during each either etc
few for from further had has have having he her here hers him his how i if in into is it its
itself just me more most my no nor not now of off on once only or other our ours out over own
per same she should so some such than that the their theirs them then there these they this
those through to too under until up upon very via was we were what when where which while who
whom why will with within without would you your yours yourself ll re ve s t d m e g ie eg
us may might must shall across along among around like well including include includes toward
towards`;

const GENERIC = `ability abilities able active valid background backgrounds experience experienced experiences year years yrs team teams
teammate work working works worked skill skills skilled environment environments strong
stronger excellent good great solid proven demonstrated record knowledge understanding
familiarity familiar proficiency proficient expertise expert passion passionate desire
candidate candidates role roles position job jobs opportunity opportunities company companies
organization organisation business businesses responsibility responsibilities responsible
requirement requirements required require requires preferred preference plus bonus nice
minimum minimum qualification qualifications degree related relevant similar equivalent field
fields area areas various variety multiple new high level levels highly based using use used
ensure ensuring help helping support supporting supports provide providing work-life etc time
times day days week weeks month months hour hours fast paced fast-paced dynamic self starter
detail details detail-oriented oriented attention motivated driven results result results-driven
effectively effective efficient efficiently successful success ideal ideally looking join
joining seeking someone person people individual individuals others member members best
world class world-class high-quality quality key core including closely close collaborate
collaborating collaboration cross functional cross-functional stakeholders partner partners
must-have nice-to-have want wants need needs able willing willingness prior previous current
plus+ exceptional outstanding thrive thriving deliver delivering drive driving own owning
ownership build building develop developing manage managing lead leading create creating
make making get getting take taking well-versed hands hands-on deep broad comfortable
comfort love enjoy enjoys ideas idea things thing way ways part full full-time remote hybrid
office location benefits salary pay compensation equal employer applicants apply application
include includes including across multiple tasks task projects project products product
tools tool technologies technology systems system solutions solution processes process
written verbal communication communicator communicate interpersonal organizational
problem problems solving solve problem-solving think thinking complex simple large small
scale growth growing grow impact impactful mission value values culture first one two three
four five six seven eight nine ten least minimum maximum preferred degree bachelor bachelors
master masters advanced basic intermediate beginner conversational thorough extensive sound
keen effective regular regularly clear daily weekly biweekly monthly quarterly annual annually
yearly nightly verifiable verified documented accountability accountable today tomorrow
immediately asap soon last enough needed necessary appropriate`;

/** Words that say how well, not what: "keep accurate logs" is shown by a line about logs. */
export const QUALITY_WORDS = toSet(`accurate friendly timely courteous concise compelling engaging
positive welcoming polished meticulous precise patience patiently tact tactfully courtesy
professionalism`);

/** Words that ask for a level of a skill: "Advanced Excel" wants more than Excel listed. */
export const ADVANCED_RE =
  /\b(?:advanced|expert|expert-level|in-depth|deep experience|deep knowledge|strong command|strong proficiency|power user|mastery)\b/i;

function toSet(list: string): Set<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}

export const STOP_WORDS = toSet(STOP);
/** Words that name the kind of thing, not the thing: "Presentation skills" is presenting. */
export const KIND_WORDS = toSet("skill skills experience knowledge");
export const GENERIC_WORDS = toSet(GENERIC);

/** True for a lowercase word that must never be a keyword or part of one. */
export function isNoiseWord(lower: string): boolean {
  return STOP_WORDS.has(lower) || GENERIC_WORDS.has(lower) || !/[a-z]/.test(lower);
}
