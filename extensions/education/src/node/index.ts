import { defineServerExtension, ONTOLOGY_DIFF } from '@ontobench/sdk/node';
import { EDU_API_PATHS } from '../common/api.ts';
import { EDU_ROUTE_PATHS } from '../common/app/routes.ts';
import { EDUCATION_ACCESS_POLICY, EDUCATION_APP } from '../common/app/roles.ts';
import { EDU_SCHEMA } from '../common/schema.ts';
import { registerApp } from './app/register.ts';
import { registerCourses, seedCourses } from './courses/register.ts';
import { registerUnits, seedUnits } from './units/register.ts';
import { registerFlows, seedFlows } from './flows/register.ts';
import { registerWork, seedWork } from './work/register.ts';
import { registerGrading, seedGrading } from './grading/register.ts';
import { registerPortfolio, seedPortfolio } from './portfolio/register.ts';
import { registerAnalysis } from './analysis/register.ts';

/**
 * The server half of the education area (issue 20; domain.md §3 "Education", §6, §7): the `edu` app, the
 * eight roles with their fixed ids and their access policy, courses, learning units, flows, the students'
 * work, grading and portfolios, each a part of its own (docs/education.md).
 */
export default defineServerExtension({
  id: 'education',
  version: '0.1.0',
  schema: EDU_SCHEMA,
  accessPolicy: EDUCATION_ACCESS_POLICY,
  apps: [EDUCATION_APP],
  apiPaths: EDU_API_PATHS,
  reservedRoutePaths: EDU_ROUTE_PATHS,
  // The ontology task is checked with the ontology area's diff when that area runs (else the teacher marks it).
  optional: [ONTOLOGY_DIFF],
  start(ctx) {
    registerApp(ctx);
    registerCourses(ctx);
    registerUnits(ctx);
    registerFlows(ctx);
    registerWork(ctx);
    registerGrading(ctx);
    registerPortfolio(ctx);
    registerAnalysis(ctx);
  },
  async seed(ctx) {
    await seedCourses(ctx);
    await seedUnits(ctx);
    await seedFlows(ctx);
    await seedWork(ctx);
    await seedGrading(ctx);
    await seedPortfolio(ctx);
  },
});
