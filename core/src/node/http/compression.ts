import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * What is worth compressing: JSON (the data API, a diagram's XML inside its JSON), text, XML and SVG.
 * Not `application/octet-stream` nor the office and image formats: uploaded files and exports are mostly
 * compressed already (xlsx, docx, png), and compressing them again costs CPU for nothing.
 */
const COMPRESSIBLE = /^application\/(?:json|xml)|^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/u;

/**
 * Compresses the server's replies for browsers that accept it (docs/benchmarks.md "The cold open,
 * again"): a 1,000-element diagram is a 510 kB JSON reply, about 50 kB as brotli. Brotli at quality 4
 * (the plugin's default: a few ms for that reply, where quality 11 would take hundreds) or gzip; replies
 * under 1 kB go as they are. The built app's files come compressed already (`preCompressed`, web-app.ts)
 * and are left alone, as is any reply that names its own encoding. Requests are not decompressed: no
 * client of ours sends a compressed body. Register before the routes: the plugin hooks each route as it
 * is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
}
