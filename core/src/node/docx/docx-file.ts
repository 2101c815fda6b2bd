/**
 * Package-free helpers of a Word (.docx) download, shared by every area that builds one with the `docx`
 * package (documents, structured documents): the content type, the file name, images embedded from data
 * URLs, and the levels of a list's numbering. The `docx` package itself is each area's own dependency.
 */

/** The content type of a .docx reply. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file name from a document's name: no path or reserved characters, at most 100 characters. */
export function docxFileName(name: string): string {
  const base = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/gu, '_')
    .trim()
    .slice(0, 100)
    .trim();
  return `${base === '' || /^\.+$/u.test(base) ? 'document' : base}.docx`;
}

const BULLETS = ['•', '◦', '▪'];

/** One level of a Word list's numbering, in the shape the `docx` package's `ILevelsOptions` takes. */
export interface DocxListLevel {
  level: number;
  format: 'decimal' | 'bullet';
  text: string;
  alignment: 'left';
  start: number;
  style: { paragraph: { indent: { left: number; hanging: number } } };
}

/** Nine levels of bullets or of decimal numbers (`1.`, nested `1.` again), indented a step a level. */
export function listLevels(numbered: boolean, start = 1): DocxListLevel[] {
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format: numbered ? 'decimal' : 'bullet',
    text: numbered ? `%${level + 1}.` : BULLETS[level % BULLETS.length]!,
    alignment: 'left',
    start,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
}
