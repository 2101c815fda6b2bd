import { randomUUID } from 'node:crypto';
import type { DiffOp } from '../../extensions/structured-documents/src/common/api.ts';

/** Sections of the benchmarks' structured document. */
export const SECTIONS = 250;
/** Each section holds 19 paragraphs: 250 × 20 = 5,000 elements. */
export const PER_SECTION = 19;

/**
 * The save that builds the benchmarks' document of 5,000 elements in `documentId`: 250 titled sections of
 * 19 paragraphs of about 200 characters, with the paragraphs' ids and the last section's.
 */
export function bigDocument(documentId: string): { diff: DiffOp[]; paragraphs: string[]; lastSection: string } {
  const diff: DiffOp[] = [];
  const paragraphs: string[] = [];
  let lastSection: string | null = null;
  for (let s = 0; s < SECTIONS; s++) {
    const section = randomUUID();
    const fields = { title: `Раздел ${s + 1}` };
    diff.push({ op: 'insert', id: section, kind: 'section', container: documentId, after: lastSection, fields });
    lastSection = section;
    let after: string | null = null;
    for (let p = 0; p < PER_SECTION; p++) {
      const para = randomUUID();
      const content = `Абзац ${p + 1} раздела ${s + 1}: ${'текст документа '.repeat(12)}`;
      diff.push({ op: 'insert', id: para, kind: 'paragraph', container: section, after, fields: { content } });
      paragraphs.push(para);
      after = para;
    }
  }
  return { diff, paragraphs, lastSection: lastSection! };
}
