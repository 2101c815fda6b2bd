import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { undocumentedExports } from './export-docs.ts';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the SDK documents every export (issue 13, item 4)', () => {
  it('has a description on each export of every entry point, at its declaration or its re-export', () => {
    expect(undocumentedExports(sdk, path.join(sdk, '..', 'tsconfig.json'))).toEqual([]);
  }, 120_000);
});
