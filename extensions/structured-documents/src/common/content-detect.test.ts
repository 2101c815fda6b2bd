import { describe, expect, it } from 'vitest';
import { detectIllustration, excelFormulaTokens, sourceKind, stripMarkers } from './content-detect.ts';

const UUID = '0a1b2c3d-0000-4000-8000-00000000000a';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('illustration content (domain.md §5: "detected as markdown image, url or data image, relative path, mermaid block, taxonomy, discourse or diagram")', () => {
  it('§5: markdown image', () => {
    expect(detectIllustration('![Схема процесса](https://example.org/a.png)')).toEqual({
      type: 'markdownImage',
      src: 'https://example.org/a.png',
      alt: 'Схема процесса',
    });
    expect(detectIllustration('  ![](img/plan.png "План")\n')).toEqual({
      type: 'markdownImage',
      src: 'img/plan.png',
      alt: '',
    });
    expect(detectIllustration(`![x](${PNG})`)).toMatchObject({ type: 'markdownImage', src: PNG });
  });

  it('§5: url or data image', () => {
    expect(detectIllustration('https://example.org/pic.jpg?size=2')).toEqual({
      type: 'url',
      src: 'https://example.org/pic.jpg?size=2',
    });
    expect(detectIllustration('HTTP://EXAMPLE.ORG/A.PNG')).toMatchObject({ type: 'url' });
    expect(detectIllustration(PNG)).toEqual({ type: 'dataImage', src: PNG });
    for (const format of ['jpeg', 'gif', 'webp'])
      expect(detectIllustration(`data:image/${format};base64,AAAA`)).toMatchObject({ type: 'dataImage' });
  });

  it('§5: relative path', () => {
    for (const path of ['images/a.png', './a.png', '../shared/b.svg', '/files/123', 'plan.jpeg', 'a.png?v=2'])
      expect(detectIllustration(path), path).toEqual({ type: 'relativePath', src: path });
  });

  it('§5: mermaid block', () => {
    const code = 'graph TD\n  A --> B';
    expect(detectIllustration('```mermaid\n' + code + '\n```')).toEqual({ type: 'mermaid', code });
    expect(detectIllustration('~~~ mermaid\r\n' + code + '\r\n~~~')).toEqual({ type: 'mermaid', code });
    expect(detectIllustration('```js\nalert(1)\n```')).toEqual({ type: 'unknown' });
  });

  it('§5: taxonomy, discourse or diagram — references in the §5 syntax with those kinds', () => {
    expect(detectIllustration(`:taxonomy-${UUID}`)).toEqual({ type: 'taxonomy', id: UUID });
    expect(detectIllustration(`:discourse-${UUID.toUpperCase()}(Обсуждение)`)).toEqual({ type: 'discourse', id: UUID });
    expect(detectIllustration(`:diagram-${UUID}(Процесс заказа)`)).toEqual({ type: 'diagram', id: UUID });
    expect(detectIllustration(`:diagram-${UUID.slice(0, 30)}`)).toEqual({ type: 'unknown' });
    expect(detectIllustration(`:ontology-${UUID}`)).toEqual({ type: 'unknown' });
  });

  it('anything else is unknown, and never an unsafe source (no javascript:, no SVG data)', () => {
    const unsafe = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '![x](javascript:alert(1))',
      '![x](vbscript:msgbox)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/a.png',
      '![x](//evil.example/a.png)',
      'ftp://example.org/a.png',
      'file:///etc/passwd',
      'a.png" onerror="alert(1)',
      '\\\\server\\share\\a.png',
      'https://exa mple.org/a.png',
    ];
    for (const content of unsafe) expect(detectIllustration(content), content).toEqual({ type: 'unknown' });
    for (const text of ['', '   ', 'просто текст', 'word', 'две строки\nтекста'])
      expect(detectIllustration(text), text).toEqual({ type: 'unknown' });
    expect(sourceKind('javascript:alert(1)')).toBeNull();
    expect(sourceKind('https://example.org/')).toBe('url');
  });

  it('§5: invisible marker characters wrapped around text are stripped (and then the content is detected)', () => {
    expect(stripMarkers('\u200B\uFEFFтекст\u2060\u200C\u200D')).toBe('текст');
    expect(stripMarkers('a\u200Bb')).toBe('a\u200Bb');
    // A zero-width joiner inside an emoji sequence is part of it.
    expect(stripMarkers('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(stripMarkers('')).toBe('');
    expect(detectIllustration('\u200Bhttps://example.org/a.png\u200B')).toMatchObject({ type: 'url' });
  });

  it('§5: pasted Excel formula tokens are square-bracket codes of letters, digits and underscore', () => {
    expect(excelFormulaTokens('=[Цена]*[Кол_во]+[price_2]-[Цена]')).toEqual(['Цена', 'Кол_во', 'price_2']);
    expect(excelFormulaTokens('[a b] [a-b] [] [x.y] [ok]')).toEqual(['ok']);
    expect(excelFormulaTokens('нет кодов')).toEqual([]);
  });
});
