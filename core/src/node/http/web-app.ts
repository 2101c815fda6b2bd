import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pathOf, sendNotFound } from './errors.ts';

/** Vite puts content-hashed files here: a changed file gets a new name, so they can be cached forever. */
const HASHED_ASSETS = '/assets/';
/** Paths that belong to the server, never to the browser router. */
const SERVER_PREFIXES = ['/api/', '/socket.io/'];

/**
 * Serves the built browser app from `webRoot` and answers every unknown path:
 * - the browser router owns page URLs (`/class_list`, `/docs/42`), so a page navigation to a path
 *   without a file extension gets `index.html` (history-mode fallback);
 * - a missing file with an extension is a real 404: answering a lost script chunk with HTML would make
 *   the browser fail on "unexpected token <" instead of reporting a missing chunk;
 * - anything else (unknown API call, non-GET) is a JSON 404.
 */
export async function installWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: path.resolve(webRoot),
      prefix: '/',
      redirect: false,
      cacheControl: false,
      // The build writes a `.br` and a `.gz` beside each text file (host/web/build/precompress.ts): a
      // browser that accepts one gets it, with no compression work per request.
      preCompressed: true,
      allowedPath: (pathName) => !isServerPath(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(path.relative(webRoot, filePath)));
      },
    });
    // Browsers ask for /favicon.ico on pages that name no icon (a JSON reply opened in a tab); ours is SVG.
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
  }

  app.setNotFoundHandler((request, reply) => {
    if (webRoot && isPageNavigation(request)) return sendIndex(reply);
    return sendNotFound(request, reply);
  });
}

function sendIndex(reply: FastifyReply): FastifyReply {
  // The page shell must be revalidated, or users keep an index.html pointing at deleted chunks.
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

function cacheControlFor(relativePath: string): string {
  const urlPath = `/${relativePath.split(path.sep).join('/')}`;
  return urlPath.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = pathOf(request.url);
  if (isServerPath(urlPath)) return false;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function isServerPath(urlPath: string): boolean {
  return SERVER_PREFIXES.some((prefix) => urlPath === prefix.slice(0, -1) || urlPath.startsWith(prefix));
}
