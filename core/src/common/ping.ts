/**
 * The backend status the server reports at `GET /api/public/ping` and the browser polls.
 * Shared so both halves agree on the words without copying them.
 */
export type BackendStatus = 'GREEN' | 'YELLOW' | 'RED';

export interface ServiceStatus {
  name: string;
  status: BackendStatus;
}

export interface PingReply {
  /** The worst status among the services. */
  status: BackendStatus;
  services: ServiceStatus[];
}

export const PING_PATH = '/api/public/ping';

const SEVERITY: Record<BackendStatus, number> = { GREEN: 0, YELLOW: 1, RED: 2 };

/** The overall status is the worst one: one RED service means the backend is RED. */
export function worstStatus(statuses: Iterable<BackendStatus>): BackendStatus {
  let worst: BackendStatus = 'GREEN';
  for (const status of statuses) if (SEVERITY[status] > SEVERITY[worst]) worst = status;
  return worst;
}
