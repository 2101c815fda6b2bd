/**
 * Benchmark of a big BPMN diagram in the editor (issue 17 quality bar: "A BPMN diagram of 1,000 elements
 * opens in ≤ 2 s and stays responsive while dragging"; bpmn-js issue #1405 reports jams past 800 elements).
 *
 *   npx vite build --outDir /tmp/bench-web --emptyOutDir
 *   ONTOBENCH_WEB_ROOT=/tmp/bench-web node --import tsx tests/bench/diagram-open.bench.ts
 *
 * Env: BENCH_PORT (default 4741), BENCH_NODES (default "1000": flow nodes per diagram, each joined to the
 * next by a sequence flow, so 1,000 nodes are 1,999 diagram elements), BENCH_RUNS (opens per size,
 * default 3), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PROFILE=prefix (CPU profiles of the last run, `<prefix>-open.cpuprofile` and `<prefix>-drag.cpuprofile`, for DevTools).
 *
 * It starts the reference server (the built app, a fresh embedded PostgreSQL, demo accounts on), creates
 * the diagram through `POST /api/diagrams` as the administrator, then opens `/diagram/{id}` in headless
 * Chromium (1440×900). "Rendered" is the first frame in which every node's and flow's SVG is on the canvas,
 * from the start of the navigation (performance.now()); long tasks come from a PerformanceObserver
 * installed before the page's scripts. Then it drags a task across the canvas in 60 mouse moves (the real
 * bpmn-js move: preview, snapping, the connections following) and reads the frame intervals (rAF in the
 * page) and the long tasks of the drag, then the time from releasing the mouse to the next frame.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
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
  dataMs: number;
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

async function openAndDrag(browser: Browser, token: string, id: string, elements: number, profile: boolean) {
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
  const cdp = profile ? await context.newCDPSession(page) : null;
  await cdp?.send('Profiler.enable');
  await cdp?.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp?.send('Profiler.start');
  await page.goto(`${URL_BASE}/diagram/${id}`);
  const renderedMs = Number(
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
  // When the diagram's JSON and the bpmn-js chunk had arrived: the rest of "rendered" is import and drawing.
  const arrivals = (await page.evaluate(`(() => {
    const entries = performance.getEntriesByType('resource');
    const end = (match) => Math.max(0, ...entries.filter((e) => match(e.name)).map((e) => e.responseEnd));
    return {
      dataMs: end((name) => name.endsWith('/api/diagrams/${id}')),
      chunkMs: end((name) => /\\/assets\\/(canvas|NavigatedViewer|Modeler)-[^/]*\\.js$/.test(name)),
    };
  })()`)) as { dataMs: number; chunkMs: number };
  await sleep(1000);
  const openTasks = await page.evaluate(() =>
    (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.splice(0),
  );

  if (cdp) {
    writeFileSync(
      `${process.env.BENCH_PROFILE}-open.cpuprofile`,
      JSON.stringify((await cdp.send('Profiler.stop')).profile),
    );
    await cdp.send('Profiler.start');
  }
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
    for (const nodes of SIZES) {
      const xml = generateBpmn(nodes);
      const created = await admin.request('POST', '/api/diagrams', { name: `Большая схема ${nodes}`, xml });
      if (created.status !== 200 && created.status !== 201)
        throw new Error(`POST diagrams: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
      const id = (created.body as { id: string }).id;
      const elements = nodes + (nodes - 1);
      for (let run = 1; run <= RUNS; run++) {
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
          `${ms(f.dataMs)} / ${ms(f.chunkMs)}`,
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
          'data / chunk in, ms',
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
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
