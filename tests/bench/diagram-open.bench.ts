/**
 * Benchmark of a big BPMN diagram in the editor (issue 17 quality bar: "A BPMN diagram of 1,000 elements
 * opens in ≤ 2 s and stays responsive while dragging"; bpmn-js issue #1405 reports jams past 800 elements).
 *
 *   npx vite build --outDir /tmp/bench-web --emptyOutDir
 *   ONTOBENCH_WEB_ROOT=/tmp/bench-web node --import tsx tests/bench/diagram-open.bench.ts
 *
 * Env: BENCH_PORT (default 4741), BENCH_NODES (default "1000": flow nodes per diagram, each joined to the
 * next by a sequence flow, so 1,000 nodes are 1,999 diagram elements), BENCH_RUNS (opens per size,
 * default 3), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PROFILE=prefix (CPU profiles of the last run, `<prefix>-open.cpuprofile` and `<prefix>-drag.cpuprofile`, for DevTools),
 * BENCH_WATERFALL=1 (every request of each cold open up to "rendered": start, request start, response start,
 * end, bytes, path), BENCH_SERVER_PROF=dir (the reference server's CPU profile, written there when it stops).
 *
 * It starts the reference server (the built app, a fresh embedded PostgreSQL, demo accounts on), creates
 * the diagram through `POST /api/diagrams` as the administrator and saves it once from the editor (Save:
 * the stored XML and SVG preview are the editor's own, as a user's diagram is), then opens `/diagram/{id}` in headless
 * Chromium (1440×900). "Rendered" is the first frame in which every node's and flow's SVG is on the canvas,
 * from the start of the navigation (performance.now()); long tasks come from a PerformanceObserver
 * installed before the page's scripts. "Again in a new tab" opens the same URL in a second tab of that
 * browser context (scripts from the HTTP cache, as a returning user's reload or typed URL). Then it drags a task across the canvas in 60 mouse moves (the real
 * bpmn-js move: preview, snapping, the connections following) and reads the frame intervals (rAF in the
 * page) and the long tasks of the drag, then the time from releasing the mouse to the next frame. Each run
 * also opens the diagram in the app: from the `/diagrams` list (loaded, then left to settle 1.5 s), a
 * click on its link, timed from the click to the same "rendered"; then back and the same click again.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { startBenchServer } from './bench-server.ts';
import { signIn } from './client.ts';
import { generateBpmn } from './diagram-bpmn.ts';
import { markdownTable, ms, percentile, summarize } from './stats.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4741);
const SIZES = (process.env.BENCH_NODES ?? '1000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const URL_BASE = `http://127.0.0.1:${PORT}`;

interface OpenFigures {
  renderedMs: number;
  warmMs: number;
  dataMs: number;
  dataBytes: number;
  chunkMs: number;
  longestOpenTaskMs: number;
  openBlockingMs: number;
  dragFrameP50: number;
  dragFrameP95: number;
  dragFrameMax: number;
  dragLongTasks: number;
  dragLongestMs: number;
  dropToFrameMs: number;
  moved: boolean;
}

/** BENCH_WATERFALL=1: what the page fetched up to "rendered", by start (ms from navigation), one line each. */
const WATERFALL = `performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
  .sort((a, b) => a.startTime - b.startTime)
  .map((e) => [e.startTime, e.requestStart, e.responseStart, e.responseEnd, e.encodedBodySize].map((n) => String(Math.round(n)).padStart(7)).join(' ')
    + '  ' + e.name.replace(location.origin, ''))
  .join('\\n')`;

/** A new browser context signed in as `token`, with the long-task observer; its page. */
async function signedInPage(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key!, value!);
      const w = window as unknown as { longTasks: { start: number; duration: number }[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    },
    [STORAGE_KEYS.token, token],
  );
  const page = await context.newPage();
  page.on('response', (r) => r.status() >= 400 && console.warn(`  ${r.status()} ${r.request().method()} ${r.url()}`));
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && console.warn(`  console: ${m.text()}`));
  return { context, page };
}

/** performance.now() of the first frame in which all `elements` shapes and connections are on the canvas. */
async function drawnAt(page: Page, elements: number): Promise<number> {
  return Number(
    await (
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('[data-testid="diagram-canvas"] :is(.djs-shape, .djs-connection)').length >=
            count && performance.now(),
        elements,
        { polling: 'raf', timeout: 120_000 },
      )
    ).jsonValue(),
  );
}

/** When the diagram's JSON (and its size) and the bpmn-js chunk had arrived (resource timing, ms from navigation). */
async function arrivalsOf(page: Page, id: string) {
  return (await page.evaluate(`(() => {
    const entries = performance.getEntriesByType('resource');
    const last = (match) => entries.filter((e) => match(e.name)).at(-1);
    const data = last((name) => name.endsWith('/api/diagrams/${id}'));
    const chunk = last((name) => /\\/assets\\/(canvas|NavigatedViewer|Modeler)-[^/]*\\.js$/.test(name));
    return { dataMs: data?.responseEnd ?? 0, dataBytes: data?.encodedBodySize ?? 0, chunkMs: chunk?.responseEnd ?? 0 };
  })()`)) as { dataMs: number; dataBytes: number; chunkMs: number };
}

/** Opens the diagram once and saves it (the Save button): the stored XML and SVG preview are then the editor's own. */
async function saveFromEditor(browser: Browser, token: string, id: string, elements: number) {
  const { context, page } = await signedInPage(browser, token);
  await page.goto(`${URL_BASE}/diagram/${id}`);
  await drawnAt(page, elements);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/diagrams/${id}`), {
    timeout: 60_000,
  });
  await page.getByTestId('diagram-save').click({ timeout: 60_000 });
  if (!(await saved).ok()) throw new Error('the editor could not save the diagram');
  await context.close();
}

/**
 * The in-app open: the diagrams list (a cold page load, then left to settle), a click on the diagram's
 * link, the drawing; then back to the list and the same click again (page and bpmn-js chunks now here).
 * Each figure runs from the click.
 */
async function openInApp(browser: Browser, token: string, id: string, elements: number) {
  const { context, page } = await signedInPage(browser, token);
  await page.goto(`${URL_BASE}/diagrams`);
  const link = page.locator(`[data-testid="diagrams-list"] a[href="/diagram/${id}"]`);
  const figures: { renderedMs: number; dataMs: number; chunkMs: number }[] = [];
  for (let visit = 0; visit < 2; visit++) {
    await link.waitFor({ timeout: 60_000 });
    await sleep(1500);
    await page.evaluate(() => performance.clearResourceTimings());
    const clickAt = await page.evaluate(() => performance.now());
    await link.click();
    const rendered = await drawnAt(page, elements);
    const arrivals = await arrivalsOf(page, id);
    figures.push({
      renderedMs: rendered - clickAt,
      dataMs: arrivals.dataMs - clickAt,
      chunkMs: arrivals.chunkMs ? arrivals.chunkMs - clickAt : 0,
    });
    await page.goBack();
  }
  await context.close();
  return { first: figures[0]!, again: figures[1]! };
}

/**
 * The same URL opened again in a new tab of the same browser context, as a returning user's typed URL,
 * reload or link from outside: the app's and bpmn-js's scripts now come from the HTTP cache (with V8's
 * code cache), the diagram's JSON from the server. Ms from the tab's navigation to "rendered".
 */
async function openWarm(context: BrowserContext, id: string, elements: number): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${URL_BASE}/diagram/${id}`);
  const rendered = await drawnAt(page, elements);
  await page.close();
  return rendered;
}

async function openAndDrag(browser: Browser, token: string, id: string, elements: number, profile: boolean) {
  const { context, page } = await signedInPage(browser, token);
  const cdp = profile ? await context.newCDPSession(page) : null;
  await cdp?.send('Profiler.enable');
  await cdp?.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp?.send('Profiler.start');
  await page.goto(`${URL_BASE}/diagram/${id}`);
  const renderedMs = await drawnAt(page, elements);
  // When the diagram's JSON and the bpmn-js chunk had arrived: the rest of "rendered" is import and drawing.
  const arrivals = await arrivalsOf(page, id);
  if (process.env.BENCH_WATERFALL) console.log(await page.evaluate(WATERFALL));
  await sleep(1000);
  const openTasks = await page.evaluate(() =>
    (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.splice(0),
  );

  if (cdp) {
    writeFileSync(
      `${process.env.BENCH_PROFILE}-open.cpuprofile`,
      JSON.stringify((await cdp.send('Profiler.stop')).profile),
    );
  }
  const warmMs = await openWarm(page.context(), id, elements);
  await cdp?.send('Profiler.start');
  // A task in view: the one nearest the canvas's centre.
  const canvasBox = (await page.getByTestId('diagram-canvas').boundingBox())!;
  const target = await page.evaluate(
    ([cx, cy]) => {
      let best: { id: string; x: number; y: number; d: number } | null = null;
      for (const el of document.querySelectorAll<SVGGElement>('[data-testid="diagram-canvas"] .djs-shape')) {
        const id = el.dataset.elementId ?? '';
        if (!id.startsWith('task_')) continue;
        const r = el.getBoundingClientRect();
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        const d = (x - cx!) ** 2 + (y - cy!) ** 2;
        if (!best || d < best.d) best = { id, x, y, d };
      }
      return best;
    },
    [canvasBox.x + canvasBox.width / 2, canvasBox.y + canvasBox.height / 2],
  );
  if (!target) throw new Error('no task on the canvas to drag');
  const before = await page.evaluate(
    (id) => document.querySelector(`[data-element-id="${id}"]`)!.getBoundingClientRect().x,
    target.id,
  );

  // A string, not a function: tsx would wrap a named helper in a __name() call the page does not have.
  await page.evaluate(`(() => {
    window.frames_ = [];
    window.recording_ = true;
    const tick = (t) => { window.frames_.push(t); if (window.recording_) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const dragStart = await page.evaluate(() => performance.now());
  await page.mouse.move(target.x, target.y);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) await page.mouse.move(target.x + i * 4, target.y + i * 2);
  const dropAt = await page.evaluate(() => performance.now());
  await page.mouse.up();
  const dropFrame = Number(
    await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now())))),
  );
  await sleep(300);
  const seen = await page.evaluate((start) => {
    const w = window as unknown as {
      frames_: number[];
      recording_: boolean;
      longTasks: { start: number; duration: number }[];
    };
    w.recording_ = false;
    return { frames: w.frames_, tasks: w.longTasks.filter((t) => t.start >= start) };
  }, dragStart);
  const after = await page.evaluate(
    (id) => document.querySelector(`[data-element-id="${id}"]`)!.getBoundingClientRect().x,
    target.id,
  );
  if (cdp)
    writeFileSync(
      `${process.env.BENCH_PROFILE}-drag.cpuprofile`,
      JSON.stringify((await cdp.send('Profiler.stop')).profile),
    );
  await context.close();

  const intervals = seen.frames
    .slice(1)
    .map((t, i) => t - seen.frames[i]!)
    .filter((_, i) => seen.frames[i]! <= dropFrame);
  const frames = summarize(intervals);
  const openDurations = openTasks.filter((t) => t.start <= renderedMs).map((t) => t.duration);
  return {
    renderedMs,
    warmMs,
    ...arrivals,
    longestOpenTaskMs: Math.max(0, ...openDurations),
    openBlockingMs: openDurations.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    dragFrameP50: frames.p50,
    dragFrameP95: percentile(
      [...intervals].sort((a, b) => a - b),
      95,
    ),
    dragFrameMax: frames.max,
    dragLongTasks: seen.tasks.length,
    dragLongestMs: Math.max(0, ...seen.tasks.map((t) => t.duration)),
    dropToFrameMs: dropFrame - dropAt,
    moved: Math.abs(after - before) > 20,
  } satisfies OpenFigures;
}

async function main() {
  const server = await startBenchServer(PORT, 'diagram');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const admin = await signIn(URL_BASE, 'admin@ontobench.local', 'Ontobench-demo-1');
    const rows: string[][] = [];
    const navigation: string[][] = [];
    for (const nodes of SIZES) {
      const xml = generateBpmn(nodes);
      const created = await admin.request('POST', '/api/diagrams', { name: `Большая схема ${nodes}`, xml });
      if (created.status !== 200 && created.status !== 201)
        throw new Error(`POST diagrams: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
      const id = (created.body as { id: string }).id;
      const elements = nodes + (nodes - 1);
      await saveFromEditor(browser, admin.credentials.token, id, elements);
      for (let run = 1; run <= RUNS; run++) {
        const inApp = await openInApp(browser, admin.credentials.token, id, elements);
        for (const [visit, f] of [
          ['first', inApp.first],
          ['again', inApp.again],
        ] as const)
          navigation.push([
            String(nodes),
            String(run),
            visit,
            ms(f.renderedMs),
            `${ms(f.dataMs)} / ${f.chunkMs ? ms(f.chunkMs) : 'cached'}`,
            ms(f.renderedMs - Math.max(f.dataMs, f.chunkMs)),
          ]);
        const f = await openAndDrag(
          browser,
          admin.credentials.token,
          id,
          elements,
          run === RUNS && !!process.env.BENCH_PROFILE,
        );
        rows.push([
          String(nodes),
          String(elements),
          String(run),
          ms(f.renderedMs),
          ms(f.warmMs),
          `${ms(f.dataMs)} / ${ms(f.chunkMs)}`,
          (f.dataBytes / 1024).toFixed(0),
          ms(f.renderedMs - Math.max(f.dataMs, f.chunkMs)),
          ms(f.longestOpenTaskMs),
          ms(f.openBlockingMs),
          `${ms(f.dragFrameP50)} / ${ms(f.dragFrameP95)} / ${ms(f.dragFrameMax)}`,
          `${f.dragLongTasks} (${ms(f.dragLongestMs)})`,
          ms(f.dropToFrameMs),
          f.moved ? 'yes' : 'NO',
        ]);
      }
    }
    console.log(`\nChromium ${browser.version()}, ${os.cpus().length} cores, 1440×900.\n`);
    console.log(
      markdownTable(
        [
          'nodes',
          'elements',
          'run',
          'rendered, ms',
          'again in a new tab, ms',
          'data / chunk in, ms',
          'GET, kB',
          'import + draw, ms',
          'longest open task, ms',
          'open blocking, ms',
          'drag frame p50 / p95 / max, ms',
          'drag long tasks (longest)',
          'drop → frame, ms',
          'moved',
        ],
        rows,
      ),
    );
    console.log(
      '\nIn-app: a click on the diagram in the /diagrams list (first: its chunks not yet loaded; again: back and the same click); ms from the click.\n',
    );
    console.log(
      markdownTable(['nodes', 'run', 'visit', 'rendered, ms', 'data / chunk in, ms', 'import + draw, ms'], navigation),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
