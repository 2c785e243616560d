import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { derivedForms } from "@/lib/match/nlp/derived-forms";
import {
  parseDerivations,
  derivationsText,
  readDerivations,
} from "@/lib/match/nlp/wordnet-derivations";
import { analyzeFit } from "@/lib/match";
import { evidenceFor, requirementsFor } from "./fixtures/evidence-for";

// Synset lines in WordNet's data-file layout: offset, file number, part of speech, word
// count (hex), words with lex ids, pointer count, pointers (symbol, offset, pos, link), gloss.
const NOUNS = [
  "  1 This software and database is being provided to you, the LICENSEE",
  "00000100 04 n 01 induction 0 001 + 00000200 v 0101 | the act of inducing",
  "00000300 04 n 02 carpentry 0 woodwork 0 002 + 00000400 n 0101 @ 00000100 n 0000 | the trade",
  "00000400 18 n 01 carpenter 0 001 + 00000300 n 0101 | a woodworker",
  "00000500 04 n 01 lead 0 001 + 00000600 a 0000 | a soft metal",
].join("\n");
const VERBS = [
  "00000200 36 v 01 induce 0 001 + 00000100 n 0101 01 + 02 00 | cause to arise",
  "00000900 32 v 01 present 0 000 | give a presentation",
].join("\n");
const ADJECTIVES = [
  "00000600 00 a 01 leaden 0 000 | made of lead",
  "00000700 01 a 01 dental 0 001 \\ 00000800 n 0101 | of or relating to dentistry",
  "00001000 00 a 01 present 0 001 + 00001100 n 0101 | being here",
].join("\n");

function fixtureDict(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wordnet-"));
  fs.writeFileSync(
    path.join(dir, "data.noun"),
    `${NOUNS}\n00000800 04 n 01 dentistry 0 000 | teeth\n00001100 26 n 01 presence 0 000 | being here`,
  );
  fs.writeFileSync(path.join(dir, "data.verb"), VERBS);
  fs.writeFileSync(path.join(dir, "data.adj"), ADJECTIVES);
  fs.writeFileSync(path.join(dir, "data.adv"), "");
  return dir;
}

describe("WordNet's derivations", () => {
  it("joins the words a '+' or '\\' pointer names, both ways, and nothing else", () => {
    const derivations = readDerivations(fixtureDict());
    expect(derivations.get("induce")).toEqual(["induction"]);
    expect(derivations.get("induction")).toEqual(["induce"]);
    expect(derivations.get("carpenter")).toEqual(["carpentry"]);
    expect(derivations.get("dental")).toEqual(["dentistry"]);
    // A synonym in the same synset ("woodwork") and a whole-synset link (0000) are not.
    expect(derivations.get("woodwork")).toBeUndefined();
    expect(derivations.get("lead")).toBeUndefined();
    // An adjective's link to a word WordNet also has as a verb: "present" is not "presence".
    expect(derivations.get("present")).toBeUndefined();
    expect(derivations.get("presence")).toBeUndefined();
    expect(parseDerivations(derivationsText(derivations))).toEqual(derivations);
  });

  it("are read from the installed WordNet, plurals by their singular", () => {
    expect(derivedForms("induce")).toContain("induction");
    expect(derivedForms("carpenters")).toContain("carpentry");
    expect(derivedForms("anesthetic")).toContain("anesthesia");
    expect(derivedForms("qzxv")).toEqual([]);
  });
});

describe("evidence through a derived word", () => {
  it("finds induction for 'induce', and a carpenter for carpentry", () => {
    const line = "Anesthesia for 8-12 procedures a day: pre-med, induction, monitoring, recovery";
    expect(evidenceFor("Induce, monitor and recover anesthetic patients", line)).toBe(`- ${line}`);
    for (const item of ["Carpentry", "Residential carpentry"])
      expect(evidenceFor(item, "Lead carpenter on residential remodels")).toBe(
        "- Lead carpenter on residential remodels",
      );
  });

  it("counts a carpenter's years as years of carpentry", () => {
    const [requirement] = analyzeFit({
      resumeText:
        "Jo Doe\nExperience\nLead Carpenter, Acme Homes (2015 - Present)\n- Framed and finished residential remodels",
      jobTitle: "Lead Carpenter",
      jobDescription: "Requirements:\n- 5+ years of residential carpentry",
      now: new Date("2026-11-26T00:00:00Z"),
    }).requirements;
    expect(requirement.evidence).toBe("Lead Carpenter, Acme Homes (2015 - Present)");
    expect(requirement.detail).toMatch(/^about 11\.9 years in matching roles/);
  });

  it("highlights the derived word", () => {
    const [requirement] = requirementsFor(
      "Perform fecal flotation",
      "Run fecal floats and cytology",
    );
    expect(requirement.matched).toEqual(expect.arrayContaining(["fecal", "floats"]));
  });

  it("does not take a related word for the whole ask", () => {
    expect(
      evidenceFor("Present to the board of directors", "Grew our social media presence"),
    ).toBeNull();
  });
});
