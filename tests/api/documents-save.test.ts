import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocNode, SaveReply } from '../../extensions/documents/src/common/api.ts';
import { CONTENT_PIECE_LENGTH } from '@ontobench/sdk/common';
import { STALE_VERSION } from '../../extensions/documents/src/node/content/write.ts';
import { tableCounts } from './harness.ts';
import {
  api,
  doc,
  heading,
  makeDocument,
  para,
  saved,
  startDocumentsWorld,
  storedPieces,
  viewOf,
  type DocumentsWorld,
} from './documents-fixtures.ts';
import { largeDocument } from './documents-large.ts';

/**
 * Saving a document's content (PUT documents/:id/content, issue 15 item 1): checked before anything is
 * written, versioned against lost updates, stored in pieces (the data API's values hold at most 100,000
 * characters) and read back equal, for a 200-page document too.
 */
let w: DocumentsWorld;
let id: string;

beforeAll(async () => {
  w = await startDocumentsWorld();
  id = await makeDocument(w.alice, 'Черновик');
}, 60_000);

afterAll(() => w?.close());

describe('saving content', () => {
  it('a new document has version 0 and no content; the first save gives version 1', async () => {
    expect(await viewOf(w.alice, id)).toMatchObject({ version: 0, content: null, editor: null });
    const reply = await api.save(w.alice, id, doc(heading(1, 'Начало')), 0);
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as SaveReply;
    expect(body.version).toBe(1);
    expect(Date.parse(body.savedAt)).not.toBeNaN();
  });

  it('bad content answers 400 with the reason and writes nothing', async () => {
    const before = await tableCounts(w.t.temp);
    const pieces = await storedPieces(w.admin, id);
    const cases: [unknown, RegExp][] = [
      [doc({ type: 'script', content: [] }), /«script»/],
      [doc(para('x', [{ type: 'onmouseover' }])), /«onmouseover»/],
      [{ type: 'paragraph' }, /«doc»/],
      ['<p>html</p>', /«doc»/],
      [doc({ type: 'heading', attrs: { level: 9 } } as DocNode), /от 1 до 6/],
    ];
    for (const [content, reason] of cases) {
      const reply = await api.save(w.alice, id, content, 1);
      expect(reply.status, JSON.stringify(content)).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(reason);
    }
    const noVersion = await w.alice.request('PUT', `/api/documents/${id}/content`, { content: doc() });
    expect(noVersion.status).toBe(400);
    expect(await tableCounts(w.t.temp)).toEqual(before);
    expect(await storedPieces(w.admin, id)).toEqual(pieces);
    expect((await viewOf(w.alice, id)).version).toBe(1);
  });

  it('a save from a stale version answers 409 and keeps the newer content', async () => {
    await saved(w.alice, id, doc(para('Вторая версия')), 1);
    const reply = await api.save(w.alice, id, doc(para('Правка по первой версии')), 1);
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({ error: STALE_VERSION });
    expect(await viewOf(w.alice, id)).toMatchObject({ version: 2, content: doc(para('Вторая версия')) });
  });

  it('two saves from the same version at once: one wins, the other answers 409', async () => {
    const replies = await Promise.all([
      api.save(w.alice, id, doc(para('Первая вкладка')), 2),
      api.save(w.alice, id, doc(para('Вторая вкладка')), 2),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await viewOf(w.alice, id)).version).toBe(3);
  });

  it('a 200-page document (about 100,000 words, ~1 MB of JSON) is stored in pieces and reads back equal', async () => {
    const large = largeDocument();
    const json = JSON.stringify(large);
    const words = json.match(/"text":"[^"]*"/g)!.reduce((n, t) => n + t.split(' ').length, 0);
    expect(words).toBeGreaterThan(95_000);
    expect(json.length).toBeGreaterThan(1_000_000);
    const big = await makeDocument(w.alice, 'Большой');
    expect(await saved(w.alice, big, large, 0)).toBe(1);
    const pieces = await storedPieces(w.admin, big);
    expect(pieces.length).toBe(Math.ceil(json.length / CONTENT_PIECE_LENGTH));
    expect((await viewOf(w.alice, big)).content).toEqual(large);
    // Saved again smaller, the pieces left over from the larger one are gone.
    await saved(w.alice, big, doc(para('Коротко')), 1);
    expect(await storedPieces(w.admin, big)).toHaveLength(1);
  }, 60_000);

  it('text the editor cannot break: emoji, quotes, a NUL-free control of JSON, and XSS payloads stay as text', async () => {
    const content = doc(para('😀 «кавычки» "quotes" \\ </script><script>alert(1)</script> \u2028'));
    const v = (await viewOf(w.alice, id)).version;
    await saved(w.alice, id, content, v);
    expect((await viewOf(w.alice, id)).content).toEqual(content);
  });
});
