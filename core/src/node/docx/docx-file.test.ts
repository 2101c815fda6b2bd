import { describe, expect, it } from 'vitest';
import { docxFileName, listLevels } from './docx-file.ts';
import { embeddedImage } from './embedded-image.ts';

/** A 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('docx helpers (SDK node)', () => {
  it('a file name from the document name, without path or reserved characters', () => {
    expect(docxFileName('Отчёт 2026: итоги')).toBe('Отчёт 2026_ итоги.docx');
    expect(docxFileName('../..')).toBe('.._...docx');
    expect(docxFileName('  ')).toBe('document.docx');
    expect(docxFileName('a'.repeat(300))).toHaveLength(105);
  });

  it('list levels: nine, numbered or bulleted, from the start given', () => {
    const levels = listLevels(true, 3);
    expect(levels).toHaveLength(9);
    expect(levels[1]).toMatchObject({ level: 1, format: 'decimal', text: '%2.', start: 3 });
    expect(listLevels(false)[0]).toMatchObject({ format: 'bullet', text: '•' });
  });

  it('embeds raster data images with their size; never remote, SVG, WebP or broken ones', () => {
    expect(embeddedImage(PNG)).toMatchObject({ type: 'png', width: 1, height: 1 });
    expect(embeddedImage('https://example.com/a.png')).toBeNull();
    expect(embeddedImage('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBeNull();
    expect(embeddedImage('data:image/webp;base64,AAAA')).toBeNull();
    expect(embeddedImage('data:image/png;base64,AAAA')).toBeNull();
    expect(embeddedImage(42)).toBeNull();
  });
});
