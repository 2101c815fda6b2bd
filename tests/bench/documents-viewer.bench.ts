/**
 * A 200-page document in the viewer (issue 15 quality bar: it opens in ≤ 1.5 s): ~100,000 words in
 * ~2,000 headings (levels 1–3) and their paragraphs, with bold and italic runs and 60 references to
 * 6 classes. Times are taken in the page from the start of the navigation to `/docs/view/{id}`:
 * "visible" is the first heading of the text drawn with the table of contents listing every heading;
 * "complete" is the whole text drawn (`data-complete`); "references" the references expanded. Also
 * the longest main-thread block. Five opens, each in a fresh browser context.
 *
 *   npm run build && node --import tsx tests/bench/documents-viewer.bench.ts
 *
 * Env: BENCH_PORT (default 4733), BENCH_RUNS (default 5), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CLASS } from '../../core/src/common/ontology/system-ontology.ts';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import type { DocNode } from '../../extensions/documents/src/common/api.ts';
import { DOC_CLASS, DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { startBenchServer } from './bench-server.ts';
import { signIn } from './client.ts';
import { markdownTable, ms, percentile } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4733);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const HEADINGS = 2_000;
const PIECE = 50_000;
const WORDS = ['регламент', 'порядок', 'работы', 'заказа', 'пиццы', 'доставка', 'оплата', 'клиент', 'кухня', 'меню'];

/** The test document: per heading two or three paragraphs of ~17 words; every 33rd paragraph has a reference. */
function bigDocument(classes: readonly string[]): { doc: DocNode; words: number; tocEntries: number } {
  const content: DocNode[] = [];
  let words = 0;
  let n = 0;
  const sentence = (count: number) =>
    Array.from({ length: count }, (_, i) => WORDS[(n + i * 7) % WORDS.length]).join(' ');
  for (let h = 0; h < HEADINGS; h++) {
    const level = h % 40 === 0 ? 1 : h % 8 === 0 ? 2 : 3;
    content.push({ type: 'heading', attrs: { level }, content: [{ type: 'text', text: `Раздел ${h + 1}` }] });
    words += 2;
    for (let p = 0; p < 2 + (h % 2) + (h % 5 === 0 ? 1 : 0); p++) {
      n++;
      const runs: DocNode[] = [
        { type: 'text', text: `${sentence(9)} ` },
        { type: 'text', text: sentence(2), marks: [{ type: 'bold' }] },
        { type: 'text', text: ` ${sentence(6)}.` },
      ];
      if (n % 33 === 0) runs.push({ type: 'text', text: ` См. :class-${classes[n % classes.length]}.` });
      content.push({ type: 'paragraph', content: runs });
      words += 17;
    }
  }
  return { doc: { type: 'doc', content }, words, tocEntries: HEADINGS };
}

const server = await startBenchServer(PORT, 'documents-viewer');
try {
  const admin = await signIn(URL_BASE, 'admin@ontobench.local', 'Ontobench-demo-1');
  const classes = Array.from({ length: 6 }, () => randomUUID());
  const docId = randomUUID();
  // The same page with a one-heading document: what the app's own start-up costs on this machine now.
  const smallId = randomUUID();
  const small = JSON.stringify({
    type: 'doc',
    content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Раздел 1' }] }],
  });
  const { doc, words, tocEntries } = bigDocument(classes);
  const json = JSON.stringify(doc);
  const pieces = Array.from({ length: Math.ceil(json.length / PIECE) }, (_, i) =>
    json.slice(i * PIECE, (i + 1) * PIECE),
  );
  await admin.data({
    act: 'set_data',
    data: [
      ...classes.map((inst, i) => ({ op: 'new', class: CLASS.Class, name: `Класс ${i}`, inst })),
      { op: 'new', class: DOC_CLASS.Document, name: '200 страниц', inst: docId },
      ...pieces.map((val) => ({ op: 'add', inst: docId, prop: DOC_PROP.content, val })),
      { op: 'new', class: DOC_CLASS.Document, name: 'Одна строка', inst: smallId },
      { op: 'add', inst: smallId, prop: DOC_PROP.content, val: small },
    ],
  });
  console.log(
    `Document: ${words.toLocaleString('en')} words, ${HEADINGS} headings, ${doc.content!.length} blocks, ` +
      `${(json.length / 1e6).toFixed(2)} MB of JSON in ${pieces.length} pieces; ${os.cpus().length} cores\n`,
  );

  // The server's own time for the document (GET documents/:id, 1.6 MB), outside any browser.
  const serverTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const reply = await admin.request('GET', `/api/documents/${docId}`);
    if (reply.status !== 200) throw new Error(`GET documents/${docId}: ${reply.status}`);
    serverTimes.push(performance.now() - started);
  }
  serverTimes.sort((a, b) => a - b);
  console.log(
    `GET documents/:id alone: p50 ${ms(percentile(serverTimes, 50))} ms, p95 ${ms(percentile(serverTimes, 95))} ms`,
  );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const open = async (id: string, entries: number) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      ([key, value]) => {
        localStorage.setItem(key!, value!);
        const w = window as unknown as { longest: number };
        w.longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
        }).observe({ type: 'longtask', buffered: true });
      },
      [STORAGE_KEYS.token, admin.credentials.token],
    );
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.warn(`  console: ${m.text()}`));
    await page.goto(`${URL_BASE}/docs/view/${id}`);
    // Functions, not strings: the app's Content-Security-Policy allows no eval.
    const at = async (predicate: (entries: number) => number | false) =>
      Number(await (await page.waitForFunction(predicate, entries, { polling: 'raf', timeout: 60_000 })).jsonValue());
    const visible = await at(
      (entries) =>
        !!document.querySelector('[data-testid="doc-content"] h1') &&
        document.querySelectorAll('[data-testid="doc-toc"] li').length === entries &&
        performance.now(),
    );
    const complete = await at(
      () => !!document.querySelector('[data-testid="doc-content"][data-complete="true"]') && performance.now(),
    );
    const references =
      id === docId
        ? await at(
            () => document.querySelectorAll('[data-testid="doc-content"] a.doc-ref').length > 0 && performance.now(),
          )
        : 0;
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    // Where the time goes: when the document's and the terms' replies were in.
    // (No named function inside: tsx would add a helper the page does not have.)
    const [docAsked, docReply, termsReply] = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const doc = entries.find((e) => e.name.includes('/api/documents/'));
      const terms = entries.find((e) => e.name.includes('/api/terms/resolve'));
      return [doc?.startTime ?? 0, doc?.responseEnd ?? 0, terms?.responseEnd ?? 0];
    });
    await context.close();
    return [visible, complete, references, longest, docAsked!, docReply!, termsReply!];
  };
  const rows: number[][] = [];
  const baseline: number[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    const figures = await open(docId, tocEntries);
    const [smallVisible] = await open(smallId, 1);
    // The first open warms the server's caches and the browser's: reported apart, left out of the figures.
    if (run === 0) console.log(`warm-up open: visible ${ms(figures[0]!)} ms, complete ${ms(figures[1]!)} ms`);
    else {
      rows.push(figures);
      baseline.push(smallVisible!);
    }
  }
  await browser.close();
  const figure = (i: number, q: number) =>
    ms(
      percentile(
        [...rows.map((r) => r[i]!)].sort((a, b) => a - b),
        q,
      ),
    );
  console.log(
    markdownTable(
      ['open of /docs/view (200 pages)', 'p50, ms', 'p95, ms'],
      [
        ['text visible and contents ready', figure(0, 50), figure(0, 95)],
        ['whole text drawn', figure(1, 50), figure(1, 95)],
        ['references expanded', figure(2, 50), figure(2, 95)],
        ['longest main-thread block', figure(3, 50), figure(3, 95)],
        ['(the document asked for)', figure(4, 50), figure(4, 95)],
        ['(the document’s reply in)', figure(5, 50), figure(5, 95)],
        ['(the terms’ reply in)', figure(6, 50), figure(6, 95)],
        [
          '(a one-heading document visible: the app’s start-up)',
          ms(
            percentile(
              [...baseline].sort((a, b) => a - b),
              50,
            ),
          ),
          ms(
            percentile(
              [...baseline].sort((a, b) => a - b),
              95,
            ),
          ),
        ],
      ],
    ),
  );
} finally {
  await server.stop();
}
