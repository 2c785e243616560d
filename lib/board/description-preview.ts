/** Spec 1 §9: a board card previews at most 100 characters of the description. */
export const CARD_DESCRIPTION_LENGTH = 100;

export function previewDescription(description: string, max = CARD_DESCRIPTION_LENGTH): string {
  const text = description.trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
