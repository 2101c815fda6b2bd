import { downloadFile, safeFileName, saveBlob } from '../../services/download.ts';
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
  return safeFileName(title, extension);
}

/** Downloads the server's Word file of a page (a route's `wordDownload`) and saves it as the server names it. */
export async function downloadServerWord(http: HttpClient, path: string, title: string): Promise<void> {
  await downloadFile(http, path, wordFileName(title, '.docx'));
}

export function downloadWord(content: Element, title: string): void {
  const blob = new Blob(['\ufeff', wordDocumentHtml(content, title)], { type: 'application/msword' });
  saveBlob(blob, wordFileName(title));
}
