/**
 * Which addresses document content may carry (docs/documents.md, the area's XSS defence): a link goes to
 * http(s):, mailto: or a path of this app; an image the editor inserts comes from http(s):. Anything else
 * (javascript:, data:, vbscript:, protocol-relative `//host`, a backslash trick) is refused. Shared by the
 * editor (what it lets in) and the renderers (what they let out).
 */

/** An in-app path: one leading slash, not `//` or `/\` (which browsers read as another host). */
const APP_PATH = /^\/(?![/\\])/;
const WEB = /^https?:\/\/[^\s/\\]/i;
const MAIL = /^mailto:[^\s]/i;

/** Whitespace and controls (a browser ignores some inside a scheme: `java\tscript:`): never in an address. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f\s]/;

/** A link target the content may hold: http(s):, mailto: or an in-app path. */
export function isSafeLinkHref(href: string): boolean {
  if (INVISIBLE.test(href)) return false;
  return WEB.test(href) || MAIL.test(href) || APP_PATH.test(href);
}

/** An image address the editor inserts: http(s): only. */
export function isSafeImageSrc(src: string): boolean {
  return !INVISIBLE.test(src) && WEB.test(src);
}

/** Pictures stored inline, as the renderers accept them (never SVG: it may carry script). */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/i;

/** An image address stored content may show: http(s): or an inline picture of a raster type. */
export function isSafeStoredImageSrc(src: string): boolean {
  return isSafeImageSrc(src) || DATA_IMAGE.test(src);
}
