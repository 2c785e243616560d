import type { Skill, VocabularySection } from "../types";

/**
 * Data format: each term is "Canonical|Alias|Alias". A form may carry one marker:
 * - "=Excel": match only with this exact capitalisation (the word is also plain English).
 * - "~Go": ambiguous; exact capitalisation AND a skills context (see skill-matcher.ts).
 * Single-token forms of one or two characters ("R", "JS", "RN") are always exact-case,
 * otherwise "it", "go" or "pa" would match everywhere.
 */
export type SkillForm = {
  skillId: number;
  form: string;
  isCaseSensitive: boolean;
  isAmbiguous: boolean;
};

export type ParsedVocabulary = { skills: Skill[]; forms: SkillForm[] };

function parseForm(raw: string, skillId: number): SkillForm {
  const marker = raw[0];
  const isAmbiguous = marker === "~";
  const hasExactMarker = marker === "=" || isAmbiguous;
  const form = hasExactMarker ? raw.slice(1) : raw;
  const isShort = form.length <= 2 && /^[\p{L}\p{N}]+$/u.test(form);
  return { skillId, form, isCaseSensitive: hasExactMarker || isShort, isAmbiguous };
}

export function parseVocabulary(sections: VocabularySection[]): ParsedVocabulary {
  const skills: Skill[] = [];
  const forms: SkillForm[] = [];
  for (const section of sections) {
    for (const term of section.terms) {
      const id = skills.length;
      const parsed = term.split("|").map((raw) => parseForm(raw.trim(), id));
      skills.push({
        id,
        name: parsed[0].form,
        field: section.field,
        category: section.category,
        aliases: parsed.slice(1).map((f) => f.form),
      });
      forms.push(...parsed);
    }
  }
  return { skills, forms };
}
