import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../common/auth.ts';
import { HttpError } from '../http/http-error.ts';
import type { Clock } from './clock.ts';

/** One kind of attempt: at most `limit` counted attempts per key within `windowMs`. */
interface AttemptRule {
  path: string;
  limit: number;
  windowMs: number;
  /** Which replies count: failed sign-ins, accepted registrations, every reset request. */
  counts(statusCode: number): boolean;
  /** Keys an attempt is counted under: the client's address and, where the body names one, the e-mail. */
  keys(request: FastifyRequest): string[];
}

const MINUTE = 60_000;
const emailOf = (request: FastifyRequest): string | null => {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' && body.email.trim() !== '' ? body.email.trim().toLowerCase() : null;
};
const ipAndEmail = (request: FastifyRequest) => {
  const email = emailOf(request);
  return email ? [`ip:${request.ip}`, `email:${email}`] : [`ip:${request.ip}`];
};

/**
 * Brute force and flooding of the sign-in endpoints. Successful sign-ins never count, so a user who
 * knows their password is never held up; guessing is: 10 wrong passwords for one e-mail, or 50 from one
 * address, within 15 minutes. 20 accounts per address per hour; 5 reset mails per e-mail per 15 minutes.
 */
export const AUTH_ATTEMPT_RULES: readonly AttemptRule[] = [
  { path: '/login', limit: 10, windowMs: 15 * MINUTE, counts: (s) => s === 401, keys: (r) => emailKey(r) },
  { path: '/login', limit: 50, windowMs: 15 * MINUTE, counts: (s) => s === 401, keys: (r) => [`ip:${r.ip}`] },
  { path: '/register', limit: 20, windowMs: 60 * MINUTE, counts: (s) => s === 201, keys: (r) => [`ip:${r.ip}`] },
  { path: '/password-reset', limit: 5, windowMs: 15 * MINUTE, counts: () => true, keys: ipAndEmail },
];

function emailKey(request: FastifyRequest): string[] {
  const email = emailOf(request);
  return email ? [`email:${email}`] : [];
}

/** Fixed windows per rule and key, in memory (per process, forgotten on restart). */
export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  /** The endpoints (paths within the auth scope) some rule limits. */
  readonly paths: ReadonlySet<string>;

  constructor(
    private readonly rules: readonly AttemptRule[] = AUTH_ATTEMPT_RULES,
    private readonly clock: Clock = () => new Date(),
  ) {
    this.paths = new Set(rules.map((r) => r.path));
  }

  /** Seconds until the request may be tried again, or 0 when it may go on. */
  retryAfter(path: string, request: FastifyRequest): number {
    const now = this.clock().getTime();
    let wait = 0;
    for (const [n, rule] of this.rules.entries()) {
      if (rule.path !== path) continue;
      for (const key of rule.keys(request)) {
        const w = this.windows.get(`${n}|${key}`);
        if (w && now - w.start < rule.windowMs && w.count >= rule.limit)
          wait = Math.max(wait, Math.ceil((w.start + rule.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  record(path: string, request: FastifyRequest, statusCode: number): void {
    const now = this.clock().getTime();
    for (const [n, rule] of this.rules.entries()) {
      if (rule.path !== path || !rule.counts(statusCode)) continue;
      for (const key of rule.keys(request)) {
        const id = `${n}|${key}`;
        const w = this.windows.get(id);
        if (!w || now - w.start >= rule.windowMs) this.windows.set(id, { start: now, count: 1 });
        else w.count++;
      }
    }
    if (this.windows.size > 50_000) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [id, w] of this.windows) {
      const rule = this.rules[Number(id.slice(0, id.indexOf('|')))];
      if (!rule || now - w.start >= rule.windowMs) this.windows.delete(id);
    }
  }
}

/** Applies the limiter to the auth scope: 429 with Retry-After before the handler, counting after it. */
export function limitAttempts(scope: FastifyInstance, limiter: AttemptLimiter): void {
  const pathOf = (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? '';
    const tail = route.slice(route.lastIndexOf('/'));
    return request.method === 'POST' && limiter.paths.has(tail) ? tail : null;
  };
  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (!path) return;
    const wait = limiter.retryAfter(path, request);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, tooManyAttempts(wait));
    }
  });
  scope.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (path && reply.statusCode !== 429) limiter.record(path, request, reply.statusCode);
  });
}
