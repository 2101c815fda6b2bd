import { BOARD_API_PATHS } from './board/api.ts';
import { SCHEDULER_API_PATHS } from './scheduler/api.ts';
import { WORKFLOWS_API_PATHS } from './workflows/api.ts';

/** Every call of the processes area (under `/api/`), one list per part. */
export const PROCESSES_API_PATHS: readonly string[] = [
  ...SCHEDULER_API_PATHS,
  ...BOARD_API_PATHS,
  ...WORKFLOWS_API_PATHS,
];
