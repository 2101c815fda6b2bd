import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressFile } from './precompress.ts';

let dir = '';
afterEach(async () => dir && rm(dir, { recursive: true, force: true }));

describe('precompressed build files', () => {
  it('writes a brotli and a gzip copy that decompress to the file', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const file = path.join(dir, 'app.js');
    const text = 'export const greeting = "Привет";\n'.repeat(200);
    await writeFile(file, text);
    expect(await compressFile(file)).toBe(true);
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(Buffer.byteLength(text) / 10);
  });

  it('leaves a file under 1 kB alone', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const file = path.join(dir, 'tiny.js');
    await writeFile(file, 'export {};');
    expect(await compressFile(file)).toBe(false);
    await expect(readFile(`${file}.br`)).rejects.toThrow(/ENOENT/);
  });
});
