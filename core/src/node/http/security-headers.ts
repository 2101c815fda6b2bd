import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { appPolicy, configuredOrigins, NON_PAGE_POLICY } from './content-security-policy.ts';
import { IndexScripts } from './index-scripts.ts';

export interface SecurityHeaderOptions {
  /** The built browser app, whose index.html holds the import map; null: API only. */
  webRoot: string | null;
  /** The OIDC issuer and the branding addresses the pages may reach. */
  environment: RuntimeEnvironment;
  /** The realtime server: its long-polling replies bypass Fastify. */
  io?: SocketServer;
}

/** One year; without includeSubDomains, which would bind every other service of the domain. */
const HSTS = 'max-age=31536000';

/**
 * Security headers on every reply (docs/security.md, "Headers and the browser's trust model"):
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` and `X-Frame-Options: DENY`
 *   (the older twin of `frame-ancestors 'none'`) everywhere, JSON and downloads included;
 * - `Content-Security-Policy`: the app's policy on its pages and scripts (a module worker takes its
 *   policy from its own reply), and a policy that lets nothing run or load on anything else: JSON,
 *   downloads, images;
 * - `Strict-Transport-Security` when the request came over https: `request.protocol`, which believes a
 *   proxy's `X-Forwarded-Proto` only when the server trusts the proxy (Fastify's trustProxy).
 * Throws at start-up when the built index.html holds an inline script the policy would block.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const scripts = options.webRoot ? new IndexScripts(options.webRoot) : null;
  scripts?.hashes();
  const origins = configuredOrigins(options.environment);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // A 304 has no body and no type, and browsers merge its headers into the cached reply: a policy
    // guessed here could replace the page's own.
    if (reply.statusCode === 304 || reply.hasHeader('content-security-policy')) return;
    if (isAppFile(request.url, reply)) {
      reply.header('content-security-policy', appPolicy({ ...origins, scriptHashes: scripts?.hashes() ?? [] }));
      reply.header('cross-origin-opener-policy', 'same-origin');
    } else {
      reply.header('content-security-policy', NON_PAGE_POLICY);
    }
  });

  // Engine.io answers long-polling requests itself (JSON and text bodies).
  options.io?.engine.on('headers', (headers: Record<string, string>) => {
    headers['X-Content-Type-Options'] = 'nosniff';
  });
}

/**
 * The app's pages and scripts (the page's, a worker's, a plugin's) get the app's policy: HTML or
 * JavaScript that is neither an API reply nor a download. A stored HTML file is a download, and a
 * download's type is whatever the uploader said it was.
 */
function isAppFile(url: string, reply: FastifyReply): boolean {
  if (url.startsWith('/api/') || reply.hasHeader('content-disposition')) return false;
  const type = String(reply.getHeader('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return type === 'text/html' || type === 'text/javascript' || type === 'application/javascript';
}
