import { escapeHtml } from '@ontobench/sdk/common';

/** Text as HTML paragraphs: blank lines part paragraphs, single line breaks stay (every character escaped). */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** An element's extra classes that pass as CSS class names (the save already checks them; stored data may be older). */
export function classAttr(base: string, extra: readonly string[]): string {
  const safe = extra.filter((c) => /^[a-zA-Z_-][a-zA-Z0-9_-]{0,99}$/.test(c));
  return `class="${[base, ...safe].join(' ')}"`;
}

/** The first `max` characters of a text, with an ellipsis when cut (§9: "Content preview cut at 200 characters"). */
export function preview(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
