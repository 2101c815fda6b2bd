import { DIAGRAM_API_PATHS } from './diagram/api.ts';
import { GRAPH_API_PATHS } from './graph/api.ts';
import { NOTATION_API_PATHS } from './notation/api.ts';

export * from './diagram/api.ts';
export * from './notation/api.ts';
export * from './graph/api.ts';

/** Every path the diagrams area mounts under `/api/` (server extension `apiPaths`). */
export const DIAGRAMS_API_PATHS: readonly string[] = [...DIAGRAM_API_PATHS, ...NOTATION_API_PATHS, ...GRAPH_API_PATHS];
