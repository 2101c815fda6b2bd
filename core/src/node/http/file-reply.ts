/**
 * A route reply that is a file to download rather than JSON (e.g. an ontology exported as Turtle):
 * the extension host sends the body as is with its content type and
 * `Content-Disposition: attachment; filename*=UTF-8''<name>`. Marked by a global symbol, not a class,
 * so a runtime plugin's copy of this module makes replies the host recognises (ARCHITECTURE rule 4).
 */
const FILE_REPLY = Symbol.for('ontobench.fileReply');

export interface FileReply {
  readonly [FILE_REPLY]: true;
  readonly body: string | Uint8Array;
  readonly contentType: string;
  readonly fileName: string;
}

export function fileReply(body: string | Uint8Array, options: { contentType: string; fileName: string }): FileReply {
  return { [FILE_REPLY]: true, body, contentType: options.contentType, fileName: options.fileName };
}

export function isFileReply(value: unknown): value is FileReply {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[FILE_REPLY] === true;
}

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
