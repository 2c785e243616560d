import { engineTexts, evidenceCases } from "./local-cases";

/*
 * What the local engine writes about a person, read across the whole labelled evidence set:
 * no wording that a recruiter would stop at, whoever the person is.
 */

type Written = { label: string; text: string };

const written: Written[] = evidenceCases().flatMap(({ label, input }) =>
  engineTexts(input).map((text) => ({ label, text })),
);

/** The places a pattern occurs, as "label: the sentence around it". */
function found(pattern: RegExp): string[] {
  return written.flatMap(({ label, text }) =>
    text
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => `${label}: ${sentence}`),
  );
}

describe("wording across the evidence set", () => {
  it.each([
    ["a skill read out of a dotted name or an email address", /Skills include (?:js|gmail)\b/],
    ["gmail named as a skill", /\bgmail\b(?!\.)/],
    ["a claim about what the person lacks", /\bI (?:don't|do not) (?:hold|have)\b|\bI haven't\b/],
    ["'It would be new for me'", /It would be new for me/],
    ["a filler result", /That is the approach I would bring|the kind of result I would aim for/],
    ["a result that is no result", /Result: (?:That|I would)\b/],
    [
      "'a' before a vowel-sounding acronym",
      /\ba (?:HR|RN|LPN|LVN|MBA|SQL|HVAC|EMT|ICU|FP&A|SEO|NP|RN's)\b/,
    ],
    [
      "'an' before a 'you' sound or a consonant acronym",
      /\ban (?:U[a-z]|u(?:ser|nit|niv)|UX|CPA|CDL|PMP|BLS|CNA|PT)\b/,
    ],
    ["a credential said without its article", /\bI am (?:licensed|registered|certified) \p{Lu}/u],
    ["'I hold the' before a credential", /\bI hold the\b|\bI hold [^.]*\bcertified\b/],
    ["'My experience fits best on'", /My experience fits best on\b/],
    ["'agree with my manager how'", /agree with my manager how\b/],
    ["'My background is in my work as'", /My background is in my work as\b/],
    ["'I would like to do it next'", /I would like to do it next\b/],
    [
      "a duty named as a bare verb",
      /asks for (?:build|develop|manage|lead|run|drive|own|create|design(?! systems?\b)|supervise|direct|work) /,
    ],
    ["a degree cut short", /asks for (?:a )?B\.S\b(?!\.)/],
    ["'If you have done' a skill", /If you have done\b|only if you have done it/],
    ["a doubled full stop", /[^.]\.\.(?!\.)/],
    [
      "a field or a skill said to be held",
      /\bHolds (?:physical therapy|nursing|accounting|journeyman)\b/i,
    ],
  ])("never writes %s", (_what, pattern) => {
    expect(found(pattern)).toEqual([]);
  });
});
