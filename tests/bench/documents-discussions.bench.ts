/**
 * The comments calls at size (issue 15 item 4): a document with 500 comments (GET its comments, POST one
 * more), `document/fetchDiscussions` for 200 documents of 5 comments each (the most one call takes), and
 * the `/comments` page's `GET comments` over those 1,500 comments. Prints latency over 20 calls each.
 *
 *   node --import tsx tests/bench/documents-discussions.bench.ts
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_BRANDING } from '@ontobench/core/common';
import { createServer, ensureUser } from '@ontobench/core/node';
import documents from '@ontobench/ext-documents/node';
import { DOCUMENTS_API } from '../../extensions/documents/src/common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { openTempStore } from '../../core/src/node/testing/temp-store.ts';
import { signIn } from './client.ts';
import { markdownTable, ms, summarize } from './stats.ts';

const RUNS = 20;
const comment = (doc: string, i: number) => {
  const inst = randomUUID();
  return [
    { op: 'new', class: DOC_CLASS.Comment, name: `Комментарий ${i}`, inst },
    { op: 'upd', inst, prop: DOC_PROP.commentText, val: `Комментарий ${i}: ${'текст '.repeat(20)}` },
    { op: 'upd', inst, prop: DOC_PROP.commentObject, val: doc },
    { op: 'upd', inst, prop: DOC_PROP.commentCompleted, val: i % 3 === 0 },
  ];
};

const temp = await openTempStore();
const server = await createServer({
  store: temp.store,
  webRoot: null,
  environment: { version: '0.0.0-bench', branding: DEFAULT_BRANDING },
  extensions: [documents],
});
try {
  const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  await ensureUser(temp.store, {
    email: 'user@bench.test',
    password: 'Bench-password-1',
    fullName: 'Bench',
    isAdmin: false,
  });
  const user = await signIn(url, 'user@bench.test', 'Bench-password-1');
  const big = randomUUID();
  await user.data({
    act: 'set_data',
    data: [
      { op: 'new', class: DOC_CLASS.Document, name: 'Большое обсуждение', inst: big },
      ...Array.from({ length: 500 }, (_, i) => comment(big, i)).flat(),
    ],
  });
  const many = Array.from({ length: 200 }, () => randomUUID());
  await user.data({
    act: 'set_data',
    data: many.flatMap((doc, d) => [
      { op: 'new', class: DOC_CLASS.Document, name: `Документ ${d}`, inst: doc },
      ...Array.from({ length: 5 }, (_, i) => comment(doc, i)).flat(),
    ]),
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await user.request(method, `/api/${path}`, body);
    if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['GET documents/:id/comments (500 comments)', () => call('GET', DOCUMENTS_API.comments(big))],
    ['POST documents/:id/comments (beside 500)', () => call('POST', DOCUMENTS_API.comments(big), { text: 'ещё один' })],
    [
      'POST document/fetchDiscussions (200 ids, 1,000 comments)',
      () => call('POST', DOCUMENTS_API.fetchDiscussions, { documentIds: many }),
    ],
    ['GET comments (the 1,000 newest of ~1,540)', () => call('GET', DOCUMENTS_API.allComments)],
  ];
  // The figures stand for real answers: every document counted, every comment read.
  const counts = (await call('POST', DOCUMENTS_API.fetchDiscussions, { documentIds: many })) as Record<
    string,
    { total: number }
  >;
  const listed = (await call('GET', DOCUMENTS_API.comments(big))) as unknown[];
  if (Object.values(counts).filter((c) => c.total === 5).length !== 200 || listed.length !== 500)
    throw new Error('the calls did not answer what was stored');
  const rows: string[][] = [];
  for (const [what, run] of cases) {
    await run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    const s = summarize(samples);
    rows.push([what, ms(s.p50), ms(s.p90), ms(s.max)]);
  }
  console.log(markdownTable(['call', 'p50, ms', 'p90, ms', 'max, ms'], rows));
} finally {
  await server.close();
  await temp.dispose();
}
