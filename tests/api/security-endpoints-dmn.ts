import type { Probe } from './security-expect.ts';

/** The decision tables' routes (issue 17 item 6) in the endpoint matrix (security-endpoint-table.ts). */
export const DMN_ENDPOINTS: Record<string, Probe[]> = {};
