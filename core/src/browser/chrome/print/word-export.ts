/**
 * "Download as Word": the page content as an HTML document that Word opens (a `.doc` file of type
 * application/msword, the long-standing HTML-as-Word format). Honest and dependency-free: Word keeps
 * headings, paragraphs, lists, tables and links; interactive parts (buttons, inputs, scripts) are
 * dropped. A true .docx needs a document model per page and is left to the areas that have one.
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
export function wordFileName(title: string): string {
  const printable = [...title].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'document';
  return `${base}.doc`;
}

export function downloadWord(content: Element, title: string): void {
  const blob = new Blob(['\ufeff', wordDocumentHtml(content, title)], { type: 'application/msword' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = wordFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url));
}
