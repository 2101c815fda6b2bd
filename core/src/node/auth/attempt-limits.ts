import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../common/auth.ts';
import { HttpError } from '../http/http-error.ts';
import { systemClock, type Clock } from './clock.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { AttemptCounters } from './attempt-counters.ts';
import type { DelayPolicy } from './growing-delay.ts';

/** One kind of attempt at one endpoint, counted under one key with growing delays (growing-delay.ts). */
export interface AttemptRule extends DelayPolicy {
  /** For messages and tests. */
  name: string;
  /** The endpoint within the auth scope. */
  path: string;
  /** Which replies count: failed sign-ins, accepted registrations, every reset request, … */
  counts(statusCode: number): boolean;
  /** A reply that ends the key's count (the right password for that e-mail from that address). */
  clears?(statusCode: number): boolean;
  /** The key an attempt is counted under, or null when the rule does not apply to it. */
  key(request: AttemptRequest): string | null;
  /** Attempts for an e-mail already signed in from that address are never held up by this rule. */
  exemptKnownPairs?: boolean;
}

/** What the rules read of a request: the client's address (Fastify's `request.ip`) and the body. */
export interface AttemptRequest {
  ip: string;
  body?: unknown;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The e-mail of the body, as accounts store it; long junk is cut so it cannot bloat the keys. */
function emailOf(request: AttemptRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return email === '' ? null : email.slice(0, 254);
}

function pairKey(request: AttemptRequest): string | null {
  const email = emailOf(request);
  return email === null ? null : `${email}|${request.ip}`;
}

/** The registrations one address makes within an hour before the next ones are held up. */
export const DEFAULT_REGISTRATIONS_PER_ADDRESS = 20;

/**
 * The limits (decisions in docs/security.md, "Sign-in, sessions and the demo"). Sign-in is held up per
 * (e-mail, address): someone guessing from elsewhere never slows the owner down. Each address also
 * has a generous ceiling against password spraying, which does not hold up an e-mail that has already
 * signed in from that address (so a shared proxy address does not lock its regular users out).
 * The registrations per address and hour come from the server's settings
 * (ONTOBENCH_REGISTRATIONS_PER_ADDRESS): a class registering behind one school address needs more.
 */
export function authAttemptRules(registrationsPerAddress = DEFAULT_REGISTRATIONS_PER_ADDRESS): AttemptRule[] {
  return [
    {
      name: 'wrong passwords for one e-mail from one address',
      path: '/login',
      free: 5,
      capSeconds: 300,
      forgetAfterMs: HOUR,
      counts: (s) => s === 401,
      clears: (s) => s === 200,
      key: (r) => prefixed('login-pair', pairKey(r)),
    },
    {
      name: 'wrong passwords from one address',
      path: '/login',
      free: 100,
      capSeconds: 300,
      forgetAfterMs: HOUR,
      counts: (s) => s === 401,
      key: (r) => `login-ip:${r.ip}`,
      exemptKnownPairs: true,
    },
    {
      name: 'accounts registered from one address',
      path: '/register',
      free: registrationsPerAddress,
      capSeconds: 300,
      forgetAfterMs: HOUR,
      counts: (s) => s === 201,
      key: (r) => `register-ip:${r.ip}`,
    },
    {
      name: 'reset requests for one e-mail',
      path: '/password-reset',
      free: 5,
      capSeconds: 900,
      forgetAfterMs: HOUR,
      counts: () => true,
      key: (r) => prefixed('reset-email', emailOf(r)),
    },
    {
      name: 'reset requests from one address',
      path: '/password-reset',
      free: 20,
      capSeconds: 300,
      forgetAfterMs: HOUR,
      counts: () => true,
      key: (r) => `reset-ip:${r.ip}`,
    },
    {
      name: 'wrong current passwords in one sign-in',
      path: '/set-password',
      free: 5,
      capSeconds: 300,
      forgetAfterMs: HOUR,
      counts: (s) => s === 403,
      clears: (s) => s === 204,
      key: (r) => {
        const session = (r.body as { session_id?: unknown } | null | undefined)?.session_id;
        return typeof session === 'string' && session !== '' ? `set-password:${session.slice(0, 100)}` : null;
      },
    },
    {
      name: 'wrong current passwords of account-deletion requests from one address',
      path: '/account-deletion',
      free: 5,
      capSeconds: 300,
      forgetAfterMs: HOUR,
      counts: (s) => s === 403,
      clears: (s) => s === 200,
      key: (r) => `account-deletion-ip:${r.ip}`,
    },
  ];
}

/** The rules with the default settings. */
export const AUTH_ATTEMPT_RULES: readonly AttemptRule[] = authAttemptRules();

function prefixed(prefix: string, key: string | null): string | null {
  return key === null ? null : `${prefix}:${key}`;
}

/** Replies that prove the e-mail's owner is at the address: a right password, a new account. */
const PROVES_PAIR: Readonly<Record<string, number>> = { '/login': 200, '/register': 201 };

/** A let-through attempt: what it reserved, settled with the reply's status. */
export interface AttemptTicket {
  path: string;
  request: AttemptRequest;
  reservations: { rule: AttemptRule; key: string }[];
  settled: boolean;
}

/**
 * The limits, counted in the database (attempt-counters.ts) so that several server processes share
 * them (docs/scaling.md).
 */
export class AttemptLimiter {
  private readonly counters: AttemptCounters;
  /** The endpoints (paths within the auth scope) some rule limits. */
  readonly paths: ReadonlySet<string>;

  constructor(
    store: SqlStore,
    private readonly rules: readonly AttemptRule[] = AUTH_ATTEMPT_RULES,
    clock: Clock = systemClock,
  ) {
    this.paths = new Set(rules.map((r) => r.path));
    this.counters = new AttemptCounters(store, clock);
  }

  /** Either the seconds to wait (nothing is reserved), or a ticket to settle when the reply is known. */
  async begin(path: string, request: AttemptRequest): Promise<{ waitSeconds: number } | { ticket: AttemptTicket }> {
    const applying = this.applying(path, request);
    const waitMs = await this.counters.reserve(
      applying.map(({ rule, key }) => ({ key, policy: rule, exemptForKnownPair: rule.exemptKnownPairs === true })),
      pairKey(request),
    );
    if (waitMs > 0) return { waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    return { ticket: { path, request, reservations: applying, settled: false } };
  }

  /** Idempotent; a status of 0 (the client went away) counts for nothing. */
  async settle(ticket: AttemptTicket, statusCode: number): Promise<void> {
    if (ticket.settled) return;
    ticket.settled = true;
    await this.counters.settle(
      ticket.reservations.map(({ rule, key }) => ({
        key,
        counts: statusCode !== 0 && rule.counts(statusCode),
        clears: rule.clears?.(statusCode) ?? false,
      })),
      PROVES_PAIR[ticket.path] === statusCode ? pairKey(ticket.request) : null,
    );
  }

  private applying(path: string, request: AttemptRequest) {
    const out: { rule: AttemptRule; key: string }[] = [];
    for (const rule of this.rules) {
      const key = rule.path === path ? rule.key(request) : null;
      if (key !== null) out.push({ rule, key });
    }
    return out;
  }
}

const tickets = new WeakMap<FastifyRequest, AttemptTicket>();

/** Applies the limiter to the auth scope: 429 with Retry-After before the handler, settling before the reply leaves. */
export function limitAttempts(scope: FastifyInstance, limiter: AttemptLimiter): void {
  const pathOf = (request: FastifyRequest) => {
    const route = request.routeOptions.url ?? '';
    const tail = route.slice(route.lastIndexOf('/'));
    return request.method === 'POST' && limiter.paths.has(tail) ? tail : null;
  };
  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (!path) return;
    const outcome = await limiter.begin(path, request);
    if ('waitSeconds' in outcome) {
      reply.header('retry-after', String(outcome.waitSeconds));
      throw new HttpError(429, tooManyAttempts(outcome.waitSeconds));
    }
    tickets.set(request, outcome.ticket);
  });
  const settle = async (request: FastifyRequest, statusCode: number) => {
    const ticket = tickets.get(request);
    // The reply has gone: a database failure here is logged, never thrown at the client.
    if (ticket)
      await limiter
        .settle(ticket, statusCode)
        .catch((error: Error) => request.log.error({ err: error }, 'attempt not settled'));
  };
  // Settled before the reply leaves: a client that reads a reply and at once tries again (a wrong password
  // right after the right one cleared the count) must meet the settled count, not the attempt still in
  // flight. onResponse settles replies that skipped onSend (idempotent).
  scope.addHook('onSend', async (request, reply, payload) => {
    await settle(request, reply.statusCode);
    return payload;
  });
  scope.addHook('onResponse', async (request, reply) => settle(request, reply.statusCode));
  scope.addHook('onRequestAbort', async (request) => settle(request, 0));
}
