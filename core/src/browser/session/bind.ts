import type { Container } from 'inversify';
import { HttpDataClient } from '../data/data-client.ts';
import { FetchHttpClient } from '../http/http-client.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { SessionService } from './session-service.ts';

/** Binds the session area's services under their CORE_TOKENS: HTTP, session, data client. */
export function bindSessionServices(container: Container): void {
  container.bind(CORE_TOKENS.Http).to(FetchHttpClient);
  container.bind(CORE_TOKENS.Session).to(SessionService);
  container.bind(CORE_TOKENS.Data).to(HttpDataClient);
}
