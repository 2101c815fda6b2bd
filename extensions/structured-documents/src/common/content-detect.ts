/**
 * What an illustration's content is (domain.md §5 "Illustration content is detected as markdown image,
 * url or data image, relative path, mermaid block, taxonomy, discourse or diagram"), with the text clean-ups
 * of §5 (invisible markers, Excel formula tokens). The whole content (trimmed) is one thing; anything else
 * is `unknown`, shown as text. Only safe sources pass: http(s) addresses, raster data images (PNG, JPEG,
 * GIF, WebP; never SVG, which can carry script) and relative paths without a scheme; `javascript:` and
 * the like never do.
 */

/** What an illustration shows. */
export type IllustrationContent =
  | { type: 'markdownImage'; src: string; alt: string }
  | { type: 'url'; src: string }
  | { type: 'dataImage'; src: string }
  | { type: 'relativePath'; src: string }
  | { type: 'mermaid'; code: string }
  | { type: 'taxonomy'; id: string }
  | { type: 'discourse'; id: string }
  | { type: 'diagram'; id: string }
  | { type: 'unknown' };

/** A safe image source's kind. */
export type SourceKind = 'url' | 'dataImage' | 'relativePath';

// An alternation, not a class: a zero-width joiner in a class reads as a joined sequence.
const MARKER = '(?:\\u200B|\\u200C|\\u200D|\\u2060|\\uFEFF)';
const MARKERS_AROUND = new RegExp(`^${MARKER}+|${MARKER}+$`, 'g');

/**
 * The text without the invisible markers wrapped around it (§5): zero-width space, zero-width non-joiner
 * and joiner, word joiner, byte-order mark. Markers inside the text stay (a zero-width joiner inside an
 * emoji sequence is part of it).
 */
export function stripMarkers(text: string): string {
  return text.replace(MARKERS_AROUND, '');
}

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;
const HTTP = /^https?:\/\/[^\s<>"'`\\]+$/i;
// No colon (so no scheme), not protocol-relative, nothing that could leave an attribute.
const RELATIVE = /^(?!\/\/)[^\s\\<>"'`:]+$/;
const LOOKS_LIKE_FILE = /\/|\.[A-Za-z0-9]{1,5}(?:[?#]|$)/;

/** The kind of an image source when it is safe to show, else null. */
export function sourceKind(src: string): SourceKind | null {
  if (DATA_IMAGE.test(src)) return 'dataImage';
  if (HTTP.test(src)) {
    try {
      const url = new URL(src);
      return url.protocol === 'http:' || url.protocol === 'https:' ? 'url' : null;
    } catch {
      return null;
    }
  }
  return RELATIVE.test(src) && LOOKS_LIKE_FILE.test(src) ? 'relativePath' : null;
}

const MERMAID = /^(`{3,}|~{3,})[ \t]*mermaid[ \t]*\r?\n([\s\S]*?)\r?\n?\1[ \t]*$/i;
const MARKDOWN_IMAGE = /^!\[([^\]]*)\]\(\s*<?([^\s<>()]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)$/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A reference in the area's reference syntax (§5), with the kinds of illustration: `:diagram-<uuid>(name)`. */
const OBJECT_REFERENCE = new RegExp(`^:(taxonomy|discourse|diagram)-(${UUID})(?:\\([^)]*\\))?$`, 'i');

/**
 * What the content of an illustration is. Taxonomy, discourse and diagram are references in the
 * reference syntax of §5 with those kinds, e.g. `:diagram-0a1b…(Процесс)`; the display name is ignored
 * (the target's own name is shown).
 */
export function detectIllustration(content: string): IllustrationContent {
  const text = stripMarkers(content).trim();
  const mermaid = MERMAID.exec(text);
  if (mermaid) return { type: 'mermaid', code: mermaid[2]! };
  const image = MARKDOWN_IMAGE.exec(text);
  if (image)
    return sourceKind(image[2]!) ? { type: 'markdownImage', src: image[2]!, alt: image[1]! } : { type: 'unknown' };
  const reference = OBJECT_REFERENCE.exec(text);
  if (reference) {
    const type = reference[1]!.toLowerCase() as 'taxonomy' | 'discourse' | 'diagram';
    return { type, id: reference[2]!.toLowerCase() };
  }
  const kind = text ? sourceKind(text) : null;
  return kind ? { type: kind, src: text } : { type: 'unknown' };
}

/**
 * The codes of the formula tokens in pasted Excel text (§5: square-bracket codes of letters, digits and
 * underscore, e.g. `[Цена]*[Кол_во]`), each once, in the order they first appear. Letters and digits of
 * any script count: codes are often Russian.
 */
export function excelFormulaTokens(text: string): string[] {
  const codes = new Set<string>();
  for (const match of text.matchAll(/\[([\p{L}\p{Nd}_]+)\]/gu)) codes.add(match[1]!);
  return [...codes];
}
