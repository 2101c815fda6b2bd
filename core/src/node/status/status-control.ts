import type { FastifyInstance } from 'fastify';
import type { BackendStatus, ServiceStatus } from '../../common/ping.ts';
import { STATUS_CONTROL_PATH, type StatusControlRequest } from '../../common/status.ts';
import { adminOnly, type Authenticator } from '../auth/user-context.ts';
import { HttpError } from '../http/http-error.ts';
import { bodyObject } from './validate.ts';

/** The service name the forced status is reported under in `GET /api/public/ping`. */
export const STATUS_CONTROL_SERVICE = 'status-control';

const STATUSES: readonly BackendStatus[] = ['GREEN', 'YELLOW', 'RED'];

/**
 * A backend status set by hand, reported by ping as one more service (so the overall status is the
 * worst of it and the real checks). It exists for end-to-end tests of the browser's RED and YELLOW
 * behaviour (spec shell.md §4), and only when the server was started with ONTOBENCH_STATUS_CONTROL=on:
 * otherwise the endpoint is not mounted at all (404). Even then only administrators may use it.
 */
export class StatusControl {
  private forced: BackendStatus | null = null;

  get status(): BackendStatus | null {
    return this.forced;
  }

  set(status: BackendStatus | null): void {
    this.forced = status;
  }

  /** What ping adds to its services: nothing unless a status is forced. */
  services(): ServiceStatus[] {
    return this.forced ? [{ name: STATUS_CONTROL_SERVICE, status: this.forced }] : [];
  }
}

/** `PUT /api/app/status-control` `{ status: 'GREEN' | 'YELLOW' | 'RED' | null }` → `{ status }`, admins. */
export function registerStatusControl(
  app: FastifyInstance,
  control: StatusControl,
  authenticator: Authenticator,
): void {
  app.put(STATUS_CONTROL_PATH, adminOnly(authenticator), async (request): Promise<StatusControlRequest> => {
    const body = bodyObject(request.body, ['status']);
    const status = body.status;
    if (status !== null && !STATUSES.includes(status as BackendStatus)) {
      throw new HttpError(400, 'status must be GREEN, YELLOW, RED or null');
    }
    control.set(status as BackendStatus | null);
    return { status: control.status };
  });
}
