#!/usr/bin/env node
// Runs every suite of the project — lint, format, type check, build with size budget, unit and API
// tests, end-to-end tests — and ends with one line "N passed, N failed" summing them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (cmd, args, env = {}) => {
  console.log(`\n▶ ${[path.basename(cmd), ...args].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const suites = [];
/** The failed tests' names, printed again at the very end: CI keeps only the tail of the output. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';

/** Vitest's JSON report: each failed assertion as "file › name — first line of the error". */
function vitestFailures(report) {
  for (const file of report?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${where} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed to load has no assertions, only its own message.
    if (file.status === 'failed' && !failedTests.length) failures.push(`${where} — ${firstLine(file.message)}`);
  }
}

/** Playwright's JSON report: each unexpected test as "file:line › title — first line of the error". */
function playwrightFailures(report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} — ${firstLine(error)}`);
        }
    // The top suite is the file; the ones inside it are its describe blocks.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
}
/** A check that is one test: it passes or fails as a whole. */
function check(name, cmd, args) {
  const r = run(cmd, args);
  suites.push({ name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, seconds: r.seconds });
  return r.ok;
}

/**
 * Checks that are one test each, run side by side (each is mostly one process on one core; together they take
 * about 70 s instead of 96 on two cores). Their output is printed whole, one after another, once all are done.
 */
async function checksTogether(list) {
  const runs = list.map(({ name, cmd, args }) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((resolve) =>
      child.on('close', (code) =>
        resolve({ name, cmd, args, output, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
      ),
    );
  });
  for (const r of await Promise.all(runs)) {
    console.log(`\n▶ ${[path.basename(r.cmd), ...r.args].join(' ')}`);
    process.stdout.write(r.output);
    suites.push({ name: r.name, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1, seconds: r.seconds });
  }
}

await checksTogether([
  { name: 'lint (eslint)', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format (prettier)', cmd: bin('prettier'), args: ['--check', '.'] },
  { name: 'type check (tsc)', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
]);
const built = check('build + size budget (vite)', bin('vite'), ['build']);

{
  const file = path.join(results, 'vitest.json');
  const r = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  vitestFailures(report);
  const passed = report?.numPassedTests ?? 0;
  // A crash before any report counts as a failure, never as silence.
  const failed = report ? report.numFailedTests + (r.ok || report.numFailedTests > 0 ? 0 : 1) : 1;
  suites.push({ name: 'unit + API (vitest)', passed, failed, seconds: r.seconds });
}

const browser = built && run('bash', ['tests/ensure-chromium.sh']).ok;
if (built && browser) {
  const file = path.join(results, 'e2e.json');
  const r = run(bin('playwright'), ['test', '-c', 'tests/playwright.config.ts']);
  const report = readJson(file);
  playwrightFailures(report);
  const stats = report?.stats;
  const passed = stats ? stats.expected + stats.flaky : 0;
  const failed = stats ? stats.unexpected + (r.ok || stats.unexpected > 0 ? 0 : 1) : 1;
  suites.push({ name: 'end-to-end (playwright)', passed, failed, seconds: r.seconds });
} else {
  const why = built ? 'Chromium is not available' : 'the build failed';
  suites.push({ name: `end-to-end (playwright): not run, ${why}`, passed: 0, failed: 1, seconds: '0' });
}

console.log('\nSummary');
for (const s of suites)
  console.log(`  ${s.failed ? '✗' : '✓'} ${s.name}: ${s.passed} passed, ${s.failed} failed (${s.seconds} s)`);
if (failures.length) {
  console.log('\nFailed');
  for (const f of failures) console.log(`  ✗ ${stripVTControlCharacters(f).slice(0, 400)}`);
}
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
