import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../services/shell-contracts.ts';
import { dispositionFileName } from '../../services/download.ts';
import { downloadServerWord, wordDocumentHtml, wordFileName } from './word-export.ts';

afterEach(() => vi.restoreAllMocks());

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

describe('Word download of a route that names its own file (wordDownload)', () => {
  it('reads the file name of Content-Disposition: the UTF-8 form first, made safe', () => {
    expect(
      dispositionFileName(
        `attachment; filename="doc.docx"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%3A%202025.docx`,
      ),
    ).toBe('Отчёт_ 2025.docx');
    expect(dispositionFileName('attachment; filename="plain.docx"')).toBe('plain.docx');
    expect(dispositionFileName('attachment; filename=bare.docx')).toBe('bare.docx');
    expect(dispositionFileName('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });

  it('fetches the path with the signed-in client and saves the bytes under the server’s name', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const request = vi.fn(
      async () =>
        new Response(bytes, {
          headers: { 'content-disposition': `attachment; filename*=UTF-8''%D0%94%D0%BE%D0%BA.docx` },
        }),
    );
    const http = { request } as unknown as HttpClient;
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:x';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    await downloadServerWord(http, '/api/documents/1/docx', 'Заголовок');
    expect(request).toHaveBeenCalledWith('/api/documents/1/docx');
    expect(click).toHaveBeenCalledOnce();
    expect(saved[0]!.name).toBe('Док.docx');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(bytes);
  });

  it('a refused download throws the server’s error and saves nothing', async () => {
    const http = {
      request: async () => new Response(JSON.stringify({ error: 'Документ не найден' }), { status: 404 }),
    } as unknown as HttpClient;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadServerWord(http, '/api/documents/1/docx', 'x')).rejects.toThrow('Документ не найден');
    expect(click).not.toHaveBeenCalled();
  });
});
