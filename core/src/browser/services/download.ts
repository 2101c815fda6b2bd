import { replyError } from './reply.ts';
import type { HttpClient } from './shell-contracts.ts';

/** A file name made safe to save: characters that file systems refuse are replaced. */
export function safeFileName(name: string, extension = ''): string {
  const printable = [...name].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'document';
  return `${base}${extension}`;
}

/**
 * The file name a `Content-Disposition` header gives: `filename*=UTF-8''…` (RFC 6266/5987, for names
 * beyond ASCII) before `filename="…"`; made safe. Null when the header names none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = null;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1] ?? null;
  if (!name?.trim()) return null;
  const [, base = '', extension = ''] = /^(.*?)(\.[A-Za-z0-9]{1,10})?$/s.exec(name) ?? [];
  return safeFileName(base, extension);
}

/** Saves a blob as a file of the given name (the browser's download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads one of the server's files (an export, a Word file) and saves it under the name the server
 * gives (`Content-Disposition`), else `fallback`. A failed reply throws its `replyError` (the server's
 * text). Answers the name saved and the reply's headers (an export may say more in one).
 */
export async function downloadFile(
  http: HttpClient,
  path: string,
  fallback: string,
): Promise<{ fileName: string; headers: Headers }> {
  const reply = await http.request(path);
  if (!reply.ok) throw await replyError(reply);
  const fileName = dispositionFileName(reply.headers.get('content-disposition')) ?? fallback;
  saveBlob(await reply.blob(), fileName);
  return { fileName, headers: reply.headers };
}
