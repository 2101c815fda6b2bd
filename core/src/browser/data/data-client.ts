import { inject, injectable } from 'inversify';
import { isSessionLossMessage } from '../../common/auth.ts';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import {
  DATA_API_PATH,
  type DeferredStatus,
  type GetDataReply,
  type GetFormReply,
  type SetDataOperation,
  type SetDataReply,
} from '../../common/data-api.ts';
import { refusalOf } from '../../common/validation/refusals.ts';
import { wait } from '../http/wait.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type {
  DataCallOptions,
  DataClient,
  GetDataQuery,
  GetFormQuery,
  HttpClient,
  Session,
} from '../services/shell-contracts.ts';
import { ASYNC_TIMEOUT_MESSAGE, DataApiError } from './data-api-error.ts';

export const EXECUTE_PATH = '/api/execute';

/**
 * The generic data API (spec shell.md §4, §7, §8): every request carries user, url, data-source session
 * and tab session; a `requestId` reply is followed every second for up to 30 minutes; error replies
 * become `DataApiError`s; the three session errors sign the user out.
 */
@injectable()
export class HttpDataClient implements DataClient {
  constructor(
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.Session) private readonly session: Session,
  ) {}

  /** `#user#` in the filter stays as written: the server's filter language knows it as the current user. */
  getData(query: GetDataQuery, options?: DataCallOptions): Promise<GetDataReply> {
    return this.call<GetDataReply>({ act: 'get_data', ...query }, options);
  }

  getForm(query: GetFormQuery, options?: DataCallOptions): Promise<GetFormReply> {
    return this.call<GetFormReply>({ act: 'get_form', ...query }, options);
  }

  setData(operations: readonly SetDataOperation[], options?: DataCallOptions): Promise<SetDataReply> {
    return this.call<SetDataReply>({ act: 'set_data', data: [...operations] }, options);
  }

  async execute<T = unknown>(procedure: string, payload?: unknown): Promise<T> {
    const query = { procedure, payload };
    return this.send<T>(EXECUTE_PATH, { method: 'POST', body: JSON.stringify(query) }, query);
  }

  private async call<T>(query: Record<string, unknown>, options: DataCallOptions = {}): Promise<T> {
    const body = {
      ...query,
      user: this.session.user?.id,
      url: currentUrl(),
      session: this.session.dataSessionId,
      tab_session_id: this.session.tabSessionId,
      ...(options.deferred ? { deferred: true } : {}),
    };
    const reply = await this.send<T | { requestId: string }>(
      DATA_API_PATH,
      { method: 'POST', body: JSON.stringify(body), signal: options.signal },
      query,
    );
    if (isDeferred(reply)) return this.followDeferred<T>(reply.requestId, query, options.signal);
    return reply;
  }

  /** Shell §4: status every second; completed → fetch the result, then delete it; error → an error. */
  private async followDeferred<T>(requestId: string, query: unknown, signal?: AbortSignal): Promise<T> {
    const base = `${DATA_API_PATH}/requests/${encodeURIComponent(requestId)}`;
    const deadline = Date.now() + SHELL_CONSTANTS.asyncTimeoutMs;
    for (;;) {
      const state = await this.send<{ status: DeferredStatus; error?: string }>(`${base}/status`, { signal }, query);
      if (state.status === 'completed') {
        const result = await this.send<T>(`${base}/result`, { signal }, query);
        await this.http.request(base, { method: 'DELETE' }).catch(() => undefined);
        return result;
      }
      if (state.status === 'error') {
        const text = state.error ?? 'error';
        throw new DataApiError('known', text, query, undefined, text);
      }
      if (Date.now() + SHELL_CONSTANTS.asyncPollIntervalMs > deadline) {
        throw new DataApiError('unknown', ASYNC_TIMEOUT_MESSAGE, query);
      }
      await wait(SHELL_CONSTANTS.asyncPollIntervalMs, signal);
    }
  }

  private async send<T>(path: string, init: RequestInit, query: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.http.request(path, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const text = error instanceof Error ? error.message : String(error);
      throw new DataApiError('unknown', text, query, undefined, text);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const fields = (body ?? {}) as { error?: unknown; message?: unknown };
    if (typeof fields.error === 'string') {
      if (isSessionLossMessage(fields.error)) void this.session.signOut();
      const message = typeof fields.message === 'string' ? fields.message : undefined;
      const refusal = refusalOf(body) ?? undefined;
      throw new DataApiError('known', fields.error, query, response.status, fields.error, message, refusal);
    }
    if (!response.ok || body === undefined) {
      const text = `${path} answered ${response.status}`;
      throw new DataApiError('unknown', text, query, response.status);
    }
    return body as T;
  }
}

function isDeferred(reply: unknown): reply is { requestId: string } {
  return (
    typeof reply === 'object' && reply !== null && typeof (reply as { requestId?: unknown }).requestId === 'string'
  );
}

function currentUrl(): string {
  return typeof location === 'undefined' ? '' : location.pathname + location.search;
}
