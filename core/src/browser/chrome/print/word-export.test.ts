import { describe, expect, it } from 'vitest';
import { wordDocumentHtml, wordFileName } from './word-export.ts';

describe('Word download (HTML as .doc)', () => {
  it('keeps the content, drops buttons and scripts, and escapes the title', () => {
    const content = document.createElement('div');
    content.innerHTML =
      '<h2>Глава</h2><p>Текст</p><button>Изменить</button><script>x()</script><table><tr><td>1</td></tr></table>';
    const html = wordDocumentHtml(content, 'A <b> & "c"');
    expect(html).toContain('<h2>Глава</h2><p>Текст</p><table>');
    expect(html).not.toContain('Изменить');
    expect(html).not.toContain('x()');
    expect(html).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(content.querySelector('button')).not.toBeNull();
  });

  it('names the file after the title, without characters file systems refuse', () => {
    expect(wordFileName('Отчёт: итоги/2025?')).toBe('Отчёт_ итоги_2025_.doc');
    expect(wordFileName('  ')).toBe('document.doc');
  });
});
