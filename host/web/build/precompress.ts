import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files worth compressing: text the browser fetches (source maps are left alone: only devtools read them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every built text file of 1 kB or more, which
 * the server sends to browsers that accept them (`@fastify/static`'s `preCompressed`): the sizes the
 * budgets count (gzip) are then the sizes users download, with no compression work per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ontobench-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(path.join(outDir, name))));
    },
  };
}

/** Writes `file.gz` and `file.br` when `file` is big enough; exported for the test. */
export async function compressFile(file: string): Promise<boolean> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [gz, br] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return true;
}
