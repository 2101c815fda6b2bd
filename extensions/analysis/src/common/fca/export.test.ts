import { describe, expect, it } from 'vitest';
import { contextCsv, csvCell } from './csv.ts';
import { hasseLayout } from './layout.ts';
import { conceptLattice } from './lattice.ts';
import { LIVING_BEINGS } from './published-examples.ts';
import { escapeXml, latticeSvg, reducedLabels } from './svg.ts';

describe('the Hasse diagram as SVG', () => {
  const lattice = conceptLattice(LIVING_BEINGS);
  const svg = latticeSvg(LIVING_BEINGS, lattice, hasseLayout(lattice), 'Living beings');

  it('draws a line per cover and a circle per concept, in a standalone svg document', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<line /g)).toHaveLength(lattice.edges.length);
    expect(svg.match(/<circle /g)).toHaveLength(19);
    expect(svg).toContain('<title>Living beings</title>');
  });

  it('labels each object and attribute once, at the concept that introduces it', () => {
    const labels = reducedLabels(lattice);
    expect(labels.flatMap((l) => l.attributes).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(labels.flatMap((l) => l.objects).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(labels[lattice.top]!.attributes).toEqual([0]);
    expect(svg).toContain('>Dog</text>');
  });

  it('escapes every text, so a name cannot inject markup', () => {
    const context = { objects: ['<script>alert(1)</script>'], attributes: ['a & "b" \'c\''], incidence: [[true]] };
    const small = conceptLattice(context);
    const out = latticeSvg(context, small, hasseLayout(small), '</title><script>');
    expect(out).not.toContain('<script>');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('a &amp; &quot;b&quot; &apos;c&apos;');
    expect(escapeXml('a\u0000b\u0007c')).toBe('abc');
  });
});

describe('the context as CSV', () => {
  it('UTF-8 BOM, `;` separated: a header of attributes, a row per object with X marks', () => {
    const csv = contextCsv({
      objects: ['Онтологии', 'Базы; данных'],
      attributes: ['Область знаний: Информатика', 'Зачётные единицы = 4'],
      incidence: [
        [true, true],
        [true, false],
      ],
    });
    expect(csv).toBe(
      '\uFEFF;Область знаний: Информатика;Зачётные единицы = 4\r\nОнтологии;X;X\r\n"Базы; данных";X;\r\n',
    );
  });

  it('quotes quotes and line breaks; a cell that looks like a formula is defused', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
