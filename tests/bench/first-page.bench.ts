/**
 * What the browser really fetches for the first pages (issue 13, item 5; docs/benchmarks.md, "First-page
 * budget"): the built app on the real server, in Debian's Chromium, with an empty cache.
 *
 *   npm run build && node --import tsx tests/bench/first-page.bench.ts
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_VERBOSE=1 lists
 * every script. Exits 1 when a figure is over its budget (the same budgets the build checks).
 *
 * Three visits, each in a new browser context (no cache):
 * 1. sign-in: `/osa-auth/login` until the form shows and no script has been asked for for 1.5 s (the
 *    light sign-in page, no kernel: docs/architecture.md, "The light sign-in page");
 * 2. home after sign-in: visit 1 goes on, signs in through the form (the light page hands over to the
 *    full app) and waits for the home page: the scripts of both that had arrived when it showed, as a
 *    person who opens the product and signs in fetches them; then, once no script is asked for,
 *    "home with every area": the same with the domain areas' manifests, which load after the first page
 *    (docs/extensions.md, "Areas loaded after the first page");
 * 3. home, already signed in: `/` with a remembered token (a reload of a signed-in tab), settled.
 * A figure is the sum over every JavaScript response (entry, preloads, lazy chunks, `/shared/*.js`) of
 * its body gzipped at level 9, as the build's size report counts it: the server sends files as they are,
 * and a proxy in front of it compresses them.
 */
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page, type Response } from '@playwright/test';
import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { tempFolder } from '../../core/src/node/testing/temp-folder.ts';
import { PAGE_BUDGETS } from '../../host/web/build/budgets.ts';
import { freePort, startServerProcess } from '../support/server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const QUIET_MS = 1_500;
const ADMIN = { email: 'admin@ontobench.local', password: 'Ontobench-demo-1' };

/** The budget the build holds for a page of PAGE_BUDGETS. */
function budgetOf(name: string): number {
  const page = PAGE_BUDGETS.find((p) => p.name === name);
  if (!page) throw new Error(`No page "${name}" in PAGE_BUDGETS`);
  return page.budgetBytes;
}

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

/** Records every JavaScript response of a page, and tells when no script was asked for a while. */
class ScriptLog {
  readonly scripts: Script[] = [];
  private pending = new Set<Promise<void>>();
  private lastRequest = Date.now();
  private inFlight = 0;

  constructor(page: Page) {
    page.on('request', (request) => {
      if (isScriptUrl(request.url())) {
        this.lastRequest = Date.now();
        this.inFlight++;
      }
    });
    page.on('requestfailed', (request) => {
      if (isScriptUrl(request.url())) this.inFlight--;
    });
    page.on('response', (response) => {
      if (!isScriptUrl(response.url())) return;
      const task = this.record(response).finally(() => {
        this.inFlight--;
        this.pending.delete(task);
      });
      this.pending.add(task);
    });
  }

  /** Resolves once no script is in flight and none was asked for during QUIET_MS. */
  async settled(): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (this.inFlight <= 0 && this.pending.size === 0 && Date.now() - this.lastRequest > QUIET_MS) return;
    }
  }

  total(from = 0): { count: number; raw: number; gzip: number } {
    const part = this.scripts.slice(from);
    return {
      count: part.length,
      raw: part.reduce((sum, s) => sum + s.raw, 0),
      gzip: part.reduce((sum, s) => sum + s.gzip, 0),
    };
  }

  private async record(response: Response): Promise<void> {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body();
    this.scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
}

function isScriptUrl(url: string): boolean {
  return new URL(url).pathname.endsWith('.js');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function list(title: string, scripts: readonly Script[]): void {
  if (!VERBOSE) return;
  console.log(`  ${title}:`);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${s.url.padEnd(60)}${kb(s.raw).padStart(10)}${kb(s.gzip).padStart(10)} gzip`);
  }
}

async function newPage(context: BrowserContext): Promise<{ page: Page; log: ScriptLog }> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { page, log: new ScriptLog(page) };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(repoRoot, 'dist/web/index.html'))) throw new Error('Build the app first: npm run build');
  const root = tempFolder('ontobench-first-page-');
  const server = await startServerProcess(await freePort(), {
    ONTOBENCH_DATA_DIR: path.join(root, 'data'),
    ONTOBENCH_DEMO: 'on',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const figures: { name: string; gzip: number; budget: number; count: number; raw: number }[] = [];
  try {
    const options = { baseURL: server.origin, locale: 'ru-RU' };

    // 1 and 2: the sign-in page, then signing in through its form.
    const first = await browser.newContext(options);
    const { page, log } = await newPage(first);
    await page.goto('/osa-auth/login');
    await page.getByTestId('login-page').waitFor();
    await log.settled();
    const signIn = log.total();
    figures.push({ name: 'sign-in', ...signIn, budget: budgetOf('sign-in') });
    list('sign-in', log.scripts);
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('home-page').waitFor();
    figures.push({ name: 'home after sign-in', ...log.total(), budget: budgetOf('home after sign-in') });
    await log.settled();
    figures.push({ name: 'home with every area', ...log.total(), budget: budgetOf('home with every area') });
    list('added by signing in', log.scripts.slice(signIn.count));
    await first.close();

    // 3: home with a remembered token.
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { jwtToken } = (await login.json()) as { jwtToken: string };
    const second = await browser.newContext(options);
    await second.addInitScript(([key, token]) => localStorage.setItem(key!, token!), [STORAGE_KEYS.token, jwtToken]);
    const reload = await newPage(second);
    await reload.page.goto('/');
    await reload.page.getByTestId('home-page').waitFor();
    await reload.log.settled();
    figures.push({ name: 'home, signed in', ...reload.log.total(), budget: budgetOf('home with every area') });
    list('home, signed in', reload.log.scripts);
    await second.close();
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }

  console.log('\nJavaScript the browser fetched (empty cache):');
  console.log('| page | scripts | raw | gzip | budget |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const f of figures) console.log(`| ${f.name} | ${f.count} | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.budget)} |`);
  const over = figures.filter((f) => f.gzip > f.budget);
  for (const f of over) console.error(`${f.name}: ${kb(f.gzip)} gzip, over the ${kb(f.budget)} budget`);
  if (over.length > 0) process.exitCode = 1;
}

await main();
