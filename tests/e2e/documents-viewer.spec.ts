import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CLASS } from '../../core/src/common/ontology/system-ontology.ts';
import type { DocNode } from '../../extensions/documents/src/common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { dataApi, expect, test } from './fixtures.ts';

/**
 * The documents viewer in the real product (issue 15 items 1, 2, 5, 7): a document made through the
 * data API (its content the ordered values of DOC_PROP.content, JSON in pieces of 50,000 characters)
 * opens in /docs/view with its table of contents (three levels, domain.md §9) and its reference
 * expanded to the target's name; the Word button downloads the server's .docx; made public, it opens at
 * /public/doc signed out, with no call to the user or session endpoints.
 */

test.beforeEach(async ({ page }) => {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
});

const PIECE = 50_000;
const text = (t: string): DocNode => ({ type: 'text', text: t });
const heading = (level: number, t: string): DocNode => ({ type: 'heading', attrs: { level }, content: [text(t)] });
const para = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });

function contentOf(tag: string, classId: string): DocNode {
  const filler = (n: number) => para(text(`Абзац ${n}: ${'текст регламента '.repeat(12)}`));
  return {
    type: 'doc',
    content: [
      heading(1, `Общие положения ${tag}`),
      para(text('Заказ оформляется на '), text(`:class-${classId}`), text(' по меню.')),
      ...Array.from({ length: 150 }, (_, i) => filler(i)),
      heading(2, `Порядок работы ${tag}`),
      heading(3, `Приёмка ${tag}`),
      heading(4, `Мелкий пункт ${tag}`),
      ...Array.from({ length: 150 }, (_, i) => filler(150 + i)),
      heading(2, `Заключение ${tag}`),
      para(text('Конец.')),
    ],
  };
}

async function makeDocument(request: Parameters<typeof dataApi>[0], token: string) {
  const call = await dataApi(request, token);
  const tag = randomUUID().slice(0, 8);
  const ids = { doc: randomUUID(), cls: randomUUID() };
  const json = JSON.stringify(contentOf(tag, ids.cls));
  const pieces = Array.from({ length: Math.ceil(json.length / PIECE) }, (_, i) =>
    json.slice(i * PIECE, (i + 1) * PIECE),
  );
  expect(pieces.length).toBeGreaterThan(1);
  await call({
    act: 'set_data',
    data: [
      { op: 'new', class: CLASS.Class, name: `Пицца ${tag}`, inst: ids.cls },
      { op: 'new', class: DOC_CLASS.Document, name: `Регламент ${tag}`, inst: ids.doc },
      ...pieces.map((val) => ({ op: 'add', inst: ids.doc, prop: DOC_PROP.content, val })),
    ],
  });
  return { ids, tag, name: `Регламент ${tag}` };
}

test.describe('documents viewer (admin)', () => {
  test('the viewer shows the contents and the expanded reference; Word downloads a .docx; public page signed out', async ({
    page,
    signedIn,
    browser,
    baseURL,
  }) => {
    const { ids, tag, name } = await makeDocument(page.request, signedIn.token);
    await page.goto(`/docs/view/${ids.doc}`);
    await expect(page.getByTestId('doc-name')).toHaveText(name);

    // The table of contents: headings of levels 1–3, not 4; a click brings the heading into view.
    const toc = page.getByTestId('doc-toc');
    await expect(toc.getByRole('link')).toHaveText([
      `Общие положения ${tag}`,
      `Порядок работы ${tag}`,
      `Приёмка ${tag}`,
      `Заключение ${tag}`,
    ]);
    await toc.getByRole('link', { name: `Заключение ${tag}` }).click();
    await expect(page.getByRole('heading', { name: `Заключение ${tag}` })).toBeInViewport();

    // The reference shows its target's name and links to it.
    const ref = page.getByTestId('doc-content').getByRole('link', { name: `Пицца ${tag}` });
    await expect(ref).toHaveAttribute('href', `/class_list/${ids.cls}`);

    // Opening it made a recent link of type document.
    await page.getByTestId('recent-links').click();
    await expect(page.locator(`[data-recent-link="/docs/view/${ids.doc}"]`)).toBeVisible();
    await page.keyboard.press('Escape');

    // Word: the server's .docx, saved under its name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('word-download').click()]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // Made public, it opens signed out, and the visitor's browser asks nothing of a user or session.
    const publish = await page.request.put(`/api/documents/${ids.doc}/public`, {
      headers: { authorization: `Bearer ${signedIn.token}` },
      data: { isPublic: true },
    });
    expect(publish.ok(), await publish.text()).toBe(true);
    const visitor = await browser.newContext({ baseURL });
    const anonymous = await visitor.newPage();
    const asked: string[] = [];
    anonymous.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await anonymous.goto(`/public/doc/${ids.doc}`);
    await expect(anonymous.getByTestId('doc-name')).toHaveText(name);
    await expect(anonymous.getByTestId('doc-toc').getByRole('link')).toHaveCount(4);
    await expect(anonymous).toHaveURL(`/public/doc/${ids.doc}`);
    expect(asked.filter((p) => /^\/api\/(auth|data|app\/user|terms)/.test(p))).toEqual([]);

    // A document that is not public (or none at all) is "not found", never the sign-in page.
    await anonymous.goto(`/public/doc/${randomUUID()}`);
    await expect(anonymous.getByTestId('doc-not-found')).toContainText('Документ не найден');
    await expect(anonymous).toHaveURL(/\/public\/doc\//);
    await visitor.close();
  });

  test('the list opens a document in the viewer; Ctrl+O finds it by name', async ({ page, signedIn }) => {
    const { ids, name, tag } = await makeDocument(page.request, signedIn.token);
    await page.goto('/docs');
    await page.getByTestId('documents-list').getByRole('searchbox').fill(tag);
    await page.getByRole('row', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(`/docs/view/${ids.doc}`);
    await expect(page.getByTestId('doc-name')).toHaveText(name);

    await page.goto('/docs');
    await expect(page.getByTestId('documents-list')).toBeVisible();
    await page.keyboard.press('Control+o');
    const dialog = page.getByTestId('quick-launch');
    await dialog.getByRole('searchbox').fill(name);
    await expect(dialog.getByRole('option', { name: new RegExp(name) })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/docs/view/${ids.doc}`);
  });
});
