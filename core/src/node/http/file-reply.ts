/**
 * A route reply that is a file to download rather than JSON (e.g. an ontology exported as Turtle):
 * the extension host sends the body as is with its content type and
 * `Content-Disposition: attachment; filename*=UTF-8''<name>`. Marked by a global symbol, not a class,
 * so a runtime plugin's copy of this module makes replies the host recognises (ARCHITECTURE rule 4).
 */
const FILE_REPLY = Symbol.for('ontobench.fileReply');

/**
 * A file's body: whole, or streamed as it is made (an async iterable of chunks, e.g. a large export),
 * so the server never holds the whole file.
 */
export type FileBody = string | Uint8Array | AsyncIterable<string | Uint8Array>;

export interface FileReply {
  readonly [FILE_REPLY]: true;
  readonly body: FileBody;
  readonly contentType: string;
  readonly fileName: string;
  /** More response headers (ASCII values), e.g. what an export left out. */
  readonly headers?: Readonly<Record<string, string>>;
}

export function fileReply(
  body: FileBody,
  options: { contentType: string; fileName: string; headers?: Record<string, string> },
): FileReply {
  return {
    [FILE_REPLY]: true,
    body,
    contentType: options.contentType,
    fileName: options.fileName,
    ...(options.headers ? { headers: options.headers } : {}),
  };
}

export function isFileReply(value: unknown): value is FileReply {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[FILE_REPLY] === true;
}

/**
 * `attachment` with the file's name (RFC 6266): an ASCII fallback in `filename` and the exact name in
 * `filename*` (RFC 8187). Always a download, never shown inline: an uploaded HTML or SVG file opened from
 * this origin would otherwise run in it.
 */
export function contentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}

/**
 * A name, not a path: no folder separators, no control characters, none of the characters Windows
 * refuses, no lone surrogates, no leading or trailing dots or spaces; at most 200 characters; `download` when nothing is left.
 */
export function safeFileName(fileName: string): string {
  const cleaned = [...fileName]
    .map((c) => (/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\:*?"<>|]/u.test(c) ? '_' : c))
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return [...cleaned].slice(0, 200).join('') || 'download';
}

/** Percent-encodes all but RFC 8187's attr-char (encodeURIComponent leaves ' ( ) * unencoded). */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
