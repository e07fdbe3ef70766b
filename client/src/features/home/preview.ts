/** The spec's part description preview: the first 90 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 90;

/**
 * The first `max` characters of `text` (counted by code point, so an emoji is never cut in half),
 * followed by an ellipsis only when something was cut off (without a space or punctuation right before it).
 */
export function previewText(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join("").replace(/[\s.,;:!?-]+$/u, "")}…`;
}
