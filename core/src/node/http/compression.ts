import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** The routes whose replies are compressed here: the API's. */
const API_PREFIX = '/api/';

/**
 * What of the API's replies is compressed as it goes: JSON (a diagram's XML inside its JSON), text, CSV and
 * XML exports, and what mime-db calls compressible. Not `application/octet-stream` nor the office and image
 * formats: uploads and exports that are mostly compressed already (xlsx, docx, png).
 */
const COMPRESSIBLE = /^(?:application\/(?:json|xml)|text\/(?:plain|csv|xml|turtle))(?:;|$)|\+json(?:;|$)/u;

/**
 * Compresses the API's replies for clients that accept it (docs/benchmarks.md "The API's replies
 * compressed"): a 1,000-element diagram is a 510 kB JSON reply, 27 kB as brotli. Brotli at quality 4
 * (the plugin's default: a few ms for that reply, where quality 11 would take hundreds) or gzip; replies
 * under 1 kB go as they are. The built app's files come compressed already (`preCompressed`, web-app.ts)
 * and are left alone, as is any reply that names its own encoding. Requests are not decompressed: no
 * client of ours sends a compressed body. Register before the routes: the plugin hooks each route as it
 * is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Only the API: the built app's files have their compressed copies (a `customTypes` cannot keep them
  // out, the plugin falls back on mime-db's "compressible"), and a small one is not worth the work.
  // This hook runs before the plugin's own, which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
}
