import { replyError } from '../../services/reply.ts';
import type { HttpClient } from '../../services/shell-contracts.ts';

/**
 * "Download as Word": the page content as an HTML document that Word opens (a `.doc` file of type
 * application/msword, the long-standing HTML-as-Word format). Honest and dependency-free: Word keeps
 * headings, paragraphs, lists, tables and links; interactive parts (buttons, inputs, scripts) are
 * dropped. A true .docx needs a document model per page: a route that has one names the server's
 * file (`wordDownload`), and the button downloads that instead (`downloadServerWord`).
 */
const DROP = 'script, style, button, input, select, textarea, [role="toolbar"], [data-print-hidden]';

export function wordDocumentHtml(content: Element, title: string): string {
  const copy = content.cloneNode(true) as Element;
  copy.querySelectorAll(DROP).forEach((el) => el.remove());
  const escapedTitle = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">',
    `<head><meta charset="utf-8"><title>${escapedTitle}</title></head>`,
    `<body>${copy.innerHTML}</body></html>`,
  ].join('');
}

/** A file name from the page title: characters that file systems refuse are replaced. */
export function wordFileName(title: string, extension = '.doc'): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'document';
  return `${base}${extension}`;
}

/**
 * The file name a `Content-Disposition` header gives: `filename*=UTF-8''…` (RFC 6266/5987, for names
 * beyond ASCII) before `filename="…"`; made safe like a title. Null when the header names none.
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
  return wordFileName(base, extension);
}

/** Downloads the server's Word file of a page (a route's `wordDownload`) and saves it as the server names it. */
export async function downloadServerWord(http: HttpClient, path: string, title: string): Promise<void> {
  const reply = await http.request(path);
  if (!reply.ok) throw await replyError(reply);
  const blob = await reply.blob();
  saveBlob(blob, dispositionFileName(reply.headers.get('content-disposition')) ?? wordFileName(title, '.docx'));
}

export function downloadWord(content: Element, title: string): void {
  const blob = new Blob(['\ufeff', wordDocumentHtml(content, title)], { type: 'application/msword' });
  saveBlob(blob, wordFileName(title));
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url));
}
