import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionAuthenticator } from '../auth/authenticator.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { fetchAssignments, validateAssignmentQuery } from './assignments.ts';
import { ROLES_PATH, type RolesReply } from '../../common/roles.ts';
import { readRoleSummaries } from './role-summaries.ts';
import type { DataService } from './data-service.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { UserContext } from '../auth/user-context.ts';
import type { DataRequest } from '../../common/data-api.ts';
import { DATA_REQUEST_JOB, runOrDefer } from './deferred-jobs.ts';
import type { ProcedureRegistry } from './procedures.ts';
import { validateDataRequest } from './validate.ts';
import { recorded, type QueryLog } from './query-log.ts';
import { DEFERRED_STATEMENT_TIMEOUT_MS } from '../store/statement-timeout.ts';

export interface DataRouteDeps {
  store: SqlStore;
  authenticator: SessionAuthenticator;
  data: DataService;
  procedures: ProcedureRegistry;
  /** Deferred requests live here (PostgreSQL, docs/jobs.md). */
  jobs: Jobs;
  /** Where every get_data and execute is recorded (the query history); none in some tests. */
  queryLog?: QueryLog;
}

/**
 * The JSON text of each answer object, made once: an answer the read cache serves again is the same
 * object, and writing out its rows was most of the cost of serving it (docs/benchmarks.md).
 */
const jsonTexts = new WeakMap<object, string>();

function sendJson(reply: FastifyReply, value: unknown): FastifyReply | unknown {
  if (typeof value !== 'object' || value === null) return value;
  let text = jsonTexts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    jsonTexts.set(value, text);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

const objectBody = (body: unknown, what: string): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, `${what}: the request body must be a JSON object`);
  return body as Record<string, unknown>;
};

/** The generic data API (spec shell.md §7): POST data, deferred results, execute, cache, assignments. */
export async function registerDataRoutes(app: FastifyInstance, deps: DataRouteDeps): Promise<void> {
  const { jobs } = deps;
  // get_data is recorded in the query history (issue 18 item 7), also when it runs deferred.
  const run = (user: UserContext, req: DataRequest) =>
    req.act === 'get_data'
      ? recorded(
          deps.queryLog,
          {
            userId: user.id,
            userEmail: user.email,
            kind: 'get_data',
            target: req.class ?? req.command ?? '',
            request: req,
          },
          () => deps.data.run(user, req),
        )
      : deps.data.run(user, req);
  // An asked-for deferred request is a queued job: any server process may run it. A read is run again
  // when its process dies; a write is not (it may have committed before the process died).
  await jobs.define<DataRequest>(DATA_REQUEST_JOB, ({ user, data }) => run(user as UserContext, data), {
    retryLimit: 1,
    // The deferred statement timeout, plus the time to read the model and answer.
    expireInSeconds: DEFERRED_STATEMENT_TIMEOUT_MS / 1000 + 60,
  });

  app.post('/api/data', { bodyLimit: 8 * 1024 * 1024 }, async (request, reply) => {
    const raw = request.body as { session?: unknown } | null;
    const { user, sessionError } = await deps.authenticator.requireForData(request, raw?.session);
    const req = validateDataRequest(request.body);
    if (sessionError) throw sessionError;
    if (req.deferred === true)
      return {
        requestId: await jobs.enqueue(DATA_REQUEST_JOB, req, { user, retryLimit: req.act === 'set_data' ? 0 : 1 }),
      };
    return sendJson(reply, await runOrDefer(jobs, user.id, () => run(user, req)));
  });

  app.get<{ Params: { id: string } }>('/api/data/requests/:id/status', async (request) => {
    const user = await deps.authenticator.require(request);
    return jobs.status(user.id, request.params.id);
  });
  app.get<{ Params: { id: string } }>('/api/data/requests/:id/result', async (request) => {
    const user = await deps.authenticator.require(request);
    return jobs.result(user.id, request.params.id);
  });
  app.delete<{ Params: { id: string } }>('/api/data/requests/:id', async (request, reply) => {
    const user = await deps.authenticator.require(request);
    await jobs.remove(user.id, request.params.id);
    return reply.code(204).send();
  });

  app.post('/api/execute', async (request) => {
    const user = await deps.authenticator.require(request);
    const body = objectBody(request.body, 'execute');
    if (typeof body.procedure !== 'string' || body.procedure === '')
      throw new HttpError(400, 'execute: procedure must be a name');
    const procedure = deps.procedures.get(body.procedure);
    if (!procedure) throw new HttpError(404, `execute: unknown procedure ${body.procedure}`);
    const base = { userId: user.id, userEmail: user.email, kind: 'execute' as const, target: body.procedure };
    const result = await recorded(deps.queryLog, { ...base, request: body }, async () =>
      procedure(body.payload, { user, store: deps.store }),
    );
    return result === undefined ? { ok: true } : result;
  });

  app.delete<{ Params: { kind: string; command: string } }>('/api/utils/cache/:kind/:command', async (request) => {
    const user = await deps.authenticator.require(request);
    const { kind, command } = request.params;
    if (kind === 'command') {
      if (!user.isAdmin) throw new HttpError(403, 'Only an administrator clears a command cache for everyone');
      return { dropped: deps.data.cache.dropCommand(command) };
    }
    if (kind === 'userCommand') return { dropped: deps.data.cache.dropCommand(command, user.id) };
    throw new HttpError(400, 'utils/cache: the kind must be command or userCommand');
  });

  app.post('/api/assignments/fetch', async (request) => {
    const user = await deps.authenticator.require(request);
    return fetchAssignments(deps.store, user, validateAssignmentQuery(request.body));
  });

  // Every role, for everyone signed in (common/roles.ts): the one list the roles page and the tag dialog show,
  // and the code-only roles the started areas' policies declare (what the assignment panel offers besides).
  app.get(`/api/${ROLES_PATH}`, async (request): Promise<RolesReply> => {
    await deps.authenticator.require(request);
    return { roles: await readRoleSummaries(deps.store), codeRoles: deps.data.policies.assignableRoles() };
  });
}
