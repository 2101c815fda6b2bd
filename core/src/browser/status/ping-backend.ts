import { PING_PATH, type BackendStatus, type PingReply, type ServiceStatus } from '../../common/ping.ts';
import type { HttpRequester } from '../http/send-request.ts';

/** What the last ping said; UNREACHABLE when it got no usable answer (spec shell.md §4: a failed ping). */
export type BackendHealth = BackendStatus | 'UNREACHABLE';

const STATUSES: readonly BackendStatus[] = ['GREEN', 'YELLOW', 'RED'];

/**
 * One `GET public/ping`, never thrown: the backend's status and its services. Plain code, so the light
 * sign-in page asks the same question as BackendStatusMonitor.
 */
export async function pingBackend(http: HttpRequester): Promise<{ health: BackendHealth; services: ServiceStatus[] }> {
  try {
    const response = await http.request(PING_PATH, { cache: 'no-store' });
    if (response.ok) {
      const body = (await response.json()) as Partial<PingReply>;
      if (STATUSES.includes(body.status as BackendStatus)) {
        return { health: body.status as BackendStatus, services: Array.isArray(body.services) ? body.services : [] };
      }
    }
  } catch {
    // No answer at all (the HTTP client already retried once): the backend is unreachable.
  }
  return { health: 'UNREACHABLE', services: [] };
}
