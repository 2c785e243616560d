import { US_STATES } from "./places";

/*
 * Where a posting wants the person (a time zone, a metro area, a state) against where the
 * résumé's header says they live. It stays a condition to confirm, never scored, but the
 * person sees whether their own résumé answers it.
 */

export type LocationCheck = { met: boolean; detail: string };
type Place = { city: string; state: string };

const ZONES = ["Eastern", "Central", "Mountain", "Pacific"] as const;
type Zone = (typeof ZONES)[number] | "Alaska" | "Hawaii";

// Each state's main time zone (where most of its people live).
const ZONE_STATES: Record<Zone, string> = {
  Eastern: "CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV",
  Central: "AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI",
  Mountain: "AZ CO ID MT NM UT WY",
  Pacific: "CA NV OR WA",
  Alaska: "AK",
  Hawaii: "HI",
};
const ZONE_OF = new Map(
  Object.entries(ZONE_STATES).flatMap(([zone, states]) =>
    states.split(" ").map((state) => [state, zone as Zone]),
  ),
);
const ZONE_ABBREVIATIONS: Record<string, Zone> = {
  E: "Eastern",
  C: "Central",
  M: "Mountain",
  P: "Pacific",
};

// Metro areas a posting names, with the states they reach into.
const METROS: Record<string, string[]> = {
  Boston: ["MA"],
  "New York": ["NY", "NJ"],
  NYC: ["NY", "NJ"],
  "San Francisco": ["CA"],
  "Bay Area": ["CA"],
  "Los Angeles": ["CA"],
  "San Diego": ["CA"],
  Chicago: ["IL"],
  Seattle: ["WA"],
  Portland: ["OR", "WA"],
  Austin: ["TX"],
  Dallas: ["TX"],
  Houston: ["TX"],
  Denver: ["CO"],
  Atlanta: ["GA"],
  Miami: ["FL"],
  Tampa: ["FL"],
  Orlando: ["FL"],
  Philadelphia: ["PA", "NJ"],
  Pittsburgh: ["PA"],
  Washington: ["DC", "VA", "MD"],
  "Washington, DC": ["DC", "VA", "MD"],
  DC: ["DC", "VA", "MD"],
  Baltimore: ["MD"],
  Minneapolis: ["MN"],
  "Twin Cities": ["MN"],
  Phoenix: ["AZ"],
  Detroit: ["MI"],
  Nashville: ["TN"],
  Raleigh: ["NC"],
  "Research Triangle": ["NC"],
  Charlotte: ["NC", "SC"],
  "Salt Lake City": ["UT"],
  Columbus: ["OH"],
  Cleveland: ["OH"],
  Cincinnati: ["OH", "KY"],
  Indianapolis: ["IN"],
  "Kansas City": ["MO", "KS"],
  "St. Louis": ["MO", "IL"],
};

const STATE_BY_NAME = new Map(US_STATES.map(([name, abbr]) => [name.toLowerCase(), abbr]));
const ABBREVIATIONS = new Set(US_STATES.map(([, abbr]) => abbr));

const CITY = String.raw`([A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,2})`;
// A city starts a word: tried from inside a run of letters it would read the run again each time.
const CITY_STATE_RE = new RegExp(
  String.raw`(?<![A-Za-z.'-])${CITY},\s*(${US_STATES.map(([, a]) => a).join("|")}|${US_STATES.map(([n]) => n).join("|")})\b`,
);

/** Where the résumé's header says the person lives ("Charlotte, NC"), or null. */
export function resumePlace(headerLines: string[]): Place | null {
  for (const line of headerLines) {
    const m = CITY_STATE_RE.exec(line);
    if (!m) continue;
    const state = ABBREVIATIONS.has(m[2]) ? m[2] : STATE_BY_NAME.get(m[2].toLowerCase());
    if (state) return { city: m[1].trim(), state };
  }
  return null;
}

const ZONE_WORDS_RE = new RegExp(
  String.raw`\b(${ZONES.join("|")})(?:\s*(?:,|or|and|/)\s*(${ZONES.join("|")}))?(?:\s*(?:,|or|and|/)\s*(${ZONES.join("|")}))?\s+(?:time\s*zones?|time\b|hours)`,
  "i",
);
const ZONE_CODE_RE = /\b([ECMP])[SD]?T\b/g;
export const TIME_ZONE_RE = new RegExp(
  String.raw`${ZONE_WORDS_RE.source}|\b(?:[ECMP][SD]?T)(?:\s*(?:/|or)\s*[ECMP][SD]?T)*\s+(?:time\s*zones?|hours)\b`,
  "i",
);

function zonesAsked(text: string): Zone[] {
  const words = ZONE_WORDS_RE.exec(text);
  if (words)
    return words
      .slice(1)
      .filter(Boolean)
      .map((w) => ZONES.find((z) => z.toLowerCase() === w.toLowerCase())!);
  if (!/\btime\s*zones?\b|\bhours\b/i.test(text)) return [];
  return [...text.matchAll(ZONE_CODE_RE)].map((m) => ZONE_ABBREVIATIONS[m[1]]);
}

const AREA_WORDS_RE =
  /\b(?:based in|located in|live in|living in|reside in|local to|near|commuting distance (?:of|to)|commutable to|in our|in the)\s+(?:the\s+)?(?:greater\s+)?/i;
const PLACE_NAME_RE = new RegExp(String.raw`^${CITY}`);

function areaAsked(text: string): { name: string; label: string; states: string[] } | null {
  const words = AREA_WORDS_RE.exec(text);
  const m = words && PLACE_NAME_RE.exec(text.slice(words.index + words[0].length));
  if (!m) return null;
  const name = m[1];
  const state = STATE_BY_NAME.get(name.toLowerCase());
  if (state) return { name, label: name, states: [state] };
  const metro = METROS[name];
  const isArea = /^\s+area\b/i.test(text.slice(words.index + words[0].length + m[0].length));
  return metro ? { name, label: isArea ? `the ${name} area` : name, states: metro } : null;
}

/** Whether the person's place meets a condition about where they work; null when it says nothing of place. */
export function checkLocation(condition: string, place: Place | null): LocationCheck | null {
  if (!place) return null;
  const where = `${place.city}, ${place.state}`;
  const zones = zonesAsked(condition);
  if (zones.length > 0) {
    const zone = ZONE_OF.get(place.state);
    if (!zone) return null;
    return zones.includes(zone)
      ? { met: true, detail: `Your résumé says ${where}, in the ${zone} time zone.` }
      : {
          met: false,
          detail: `Your résumé says ${where}, in the ${zone} time zone; the posting asks for ${zones.join(" or ")}.`,
        };
  }
  const area = areaAsked(condition);
  if (!area) return null;
  if (place.city.toLowerCase() === area.name.toLowerCase())
    return { met: true, detail: `Your résumé says ${where}.` };
  return area.states.includes(place.state)
    ? {
        met: true,
        detail: `Your résumé says ${where}, in the same state as ${area.name}; confirm the commute.`,
      }
    : { met: false, detail: `Your résumé says ${where}; the posting asks for ${area.label}.` };
}
