import { ACTION_VERBS } from "../action-verbs";

/*
 * Conditions of the job that a résumé cannot show either way: travel, the right to work,
 * physical demands, schedule, checks, where the work is. They are listed for the person to
 * confirm, never counted as covered or missing.
 */
const CONDITION_RE = new RegExp(
  [
    String.raw`\b(?:willing(?:ness)? to|able to|ability to|must|occasional|frequent|overnight|regular|some|expect)\s+(?:\w+\s+)?travel\b|\btravel(?:ing)?\s+(?:up to|approximately|about|around|of|is|required|\d)|\b\d+\s*%\s*travel\b|\btravel\s*\(`,
    String.raw`\byears old\b|\bof age\b|\bmoving violations?\b|\bDUI\b|\bDWI\b|\bMVR\b|\bdriving record\b|\bDOT (?:physical|medical)\b`,
    String.raw`\b(?:authori[sz]ed|eligible|legally able) to work\b|\b(?:work authori[sz]ation|authori[sz]ation to work)\b|\bright to work\b|\bsponsorship\b|\b(?:cannot|can't|unable to|will not|won't|do not|does not) sponsor\b|\bvisas?\b`,
    String.raw`\blift\w*\s+(?:and carry\s+)?(?:up to\s+)?\d+|^\W*lift(?:\s*,|\s+(?:and|or)\s)|\b\d+\s*(?:lb|lbs|pounds|kg)\b|\bstand(?:ing)?\s+for\b|\bon (?:your|their) feet\b|\bphysical(?:ly)? (?:demands|able|requirements)\b`,
    String.raw`\bwork (?:weekends|nights|evenings|overnights?|holidays|overtime|rotating shifts)\b|\b(?:day|night|evening|weekend|overnight|rotating|12-hour|10-hour|8-hour) shifts?\b|\bavailab(?:le|ility) to work\b|\bflexible (?:schedule|hours)\b|\bon-call\b|\bweekend availability\b|\boccasional (?:weekends|saturdays|sundays)\b|\bhome (?:every|each) (?:weekend|week|night)\b|\bhome (?:daily|nightly|weekly)\b|\b\d+ days (?:out|on)\b|\bmiles (?:a|per|each) (?:week|day)\b|\b(?:nights|weekends|holidays)\b[^.;]{0,25}\b(?:weekends|holidays|required)\b|\b\d+\s*[–-]\s*\d+ hours (?:a|per) week\b`,
    // A working week: "Able to work Monday–Thursday, 7:00 am to 5:00 pm, plus one Friday a month".
    String.raw`\b(?:able|available) to work (?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s*(?:[–-]|through|thru|to)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?\s*(?:[–-]|to)\s*\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?|\b(?:one|two|three|\d) (?:mon|tues|wednes|thurs|fri|satur|sun)days? (?:a|per|each) month\b`,
    String.raw`\bbackground (?:(?:and|&) \w+ )?(?:check|screening)s?\b|\bcredit check\b|\bdrug (?:test|screen)\w*\b|\brandom (?:drug )?(?:testing|tests?|screens?)\b|\bfingerprint\w*\b`,
    // Citizenship the law asks for (export control), not a skill: "Must be a U.S. person".
    String.raw`\bU\.?S\.? (?:persons?|citizens?(?:hip)?)\b|\bcitizenship\b|\bsecurity clearance\b`,
    // Heights and what the person brings: "climb a 32-foot ladder", "own hand tools".
    String.raw`\bclimb\w*\s+(?:\S+\s+){0,4}?(?:ladders?|roofs?|poles?|towers?|scaffold\w*|stairs)\b|\bwork on (?:ladders|roofs|scaffold\w*)\b|\bown (?:\w+ ){0,2}tools\b|\breliable (?:vehicle|truck|car)\b`,
    // A clause that opens with travel or deployment: "Travel to branches two days a month".
    String.raw`^\W*travel\s+to\b|\b(?:able|willing|available) to deploy\b`,
    String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)day shifts?\b|\brotating schedule\b`,
    String.raw`\breliable transportation\b|\brelocat\w*\b|\bcommut\w*\b|\bin[- ]office\b|\bbased in\b|\breside\b|\blive within\b|\bstart date\b|\btime\s*zones?\b|\blocal to\b|\bcommuting distance\b|\b(?:days|times) a week in\b|\bin (?:our|the) (?:[\w&'’-]+ ){0,3}(?:office|studio|clinic|site|plant|store|warehouse|hq|headquarters)\b[^.;]{0,40}\b(?:days? a week|(?:mon|tues|wednes|thurs|fri)days?)\b`,
    // Where and in what the work is done: "Work outdoors in heat, cold and wind", "Work at
    // heights, inside fuel tanks", "in tight spaces in the hub".
    String.raw`\bovertime (?:during|as needed|when|is|may be|required)\b|^\W*(?:some |occasional |mandatory )?overtime\b|\bwork (?:outdoors|outside|at heights?)\b|\boutdoors in\b|\bin (?:all|extreme|inclement) weather\b|\b(?:tight|cramped) spaces\b|\bextreme (?:heat|cold|temperatures)\b|\b(?:extended|long|late|irregular) hours\b|\bcrunch (?:weeks|periods|times)\b`,
  ].join("|"),
  "i",
);

/*
 * Where the work is, unless the clause is a duty done there ("manage everything onsite",
 * "lead onsite execution") or the word names a kind of thing ("hybrid or virtual events",
 * "hybrid vehicles").
 */
const WHERE_RE =
  /\bon-?site\b(?!\s+(?:teams?|staff|crews?|managers?|supervisors?|leads?|training|support|visits?|inspections?|audits?|assessments?|evaluations?|execution|logistics|registration|events?)\b)|\bhybrid\b(?=\s*(?:$|[(,;:.–—-]|(?:role|position|schedule|work|working|workplace|model|arrangement|setup|office|environment|job|opportunity|basis)\b))/i;

/** Whether a clause opens with a duty's verb ("Write run-of-show documents ..."); "Work onsite" is where. */
function opensWithDuty(clause: string): boolean {
  const first = /^\W*(\p{L}+)/u.exec(clause)?.[1]?.toLowerCase();
  return first !== undefined && first !== "work" && ACTION_VERBS.has(first);
}

/** True when a clause states a condition of the job rather than an ask of experience. */
export function isCondition(clause: string): boolean {
  return CONDITION_RE.test(clause) || (WHERE_RE.test(clause) && !opensWithDuty(clause));
}
