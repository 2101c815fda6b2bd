import type { Probe } from './security-expect.ts';

/** The diagrams area's routes (issue 17: diagrams, notations, graphs) in the endpoint matrix (security-endpoint-table.ts). */
export const DIAGRAMS_ENDPOINTS: Record<string, Probe[]> = {};
