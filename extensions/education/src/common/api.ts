import { EDU_ME_API_PATHS } from './app/api.ts';
import { COURSES_API_PATHS } from './courses/api.ts';
import { UNITS_API_PATHS } from './units/api.ts';
import { FLOWS_API_PATHS } from './flows/api.ts';
import { WORK_API_PATHS } from './work/api.ts';
import { GRADING_API_PATHS } from './grading/api.ts';
import { PORTFOLIO_API_PATHS } from './portfolio/api.ts';
import { ANALYSIS_API_PATHS } from './analysis/api.ts';

/** Every call of the education area (under `/api/`), one list per part. */
export const EDU_API_PATHS: readonly string[] = [
  ...EDU_ME_API_PATHS,
  ...COURSES_API_PATHS,
  ...UNITS_API_PATHS,
  ...FLOWS_API_PATHS,
  ...WORK_API_PATHS,
  ...GRADING_API_PATHS,
  ...PORTFOLIO_API_PATHS,
  ...ANALYSIS_API_PATHS,
];
