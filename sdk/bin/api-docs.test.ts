/**
 * The committed API reference (docs/api-reference) is what `npm run docs:api` makes from today's SDK:
 * a change to an export or its description that was not regenerated fails here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const committed = path.join(root, 'docs/api-reference');
const fresh = mkdtempSync(path.join(tmpdir(), 'ontobench-api-docs-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe('the API reference', () => {
  it('is current: regenerated, it equals the committed pages (run npm run docs:api)', () => {
    execFileSync(process.execPath, [path.join(root, 'sdk/bin/api-docs.mjs'), fresh], { cwd: root, stdio: 'pipe' });
    const pages = readdirSync(fresh).sort();
    expect(readdirSync(committed).sort()).toEqual(pages);
    for (const page of pages) {
      expect(readFileSync(path.join(committed, page), 'utf8'), page).toBe(readFileSync(path.join(fresh, page), 'utf8'));
    }
  }, 120_000);
});
