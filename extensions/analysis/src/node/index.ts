import { defineServerExtension, RULES_EXPORT, SEMANTIC_SEARCH } from '@ontobench/sdk/node';
import { ANALYSIS_API_PATHS } from '../common/api.ts';
import { ANALYSIS_ROUTE_PATHS } from '../common/routes.ts';
import { ANALYSIS_SCHEMA } from '../common/schema.ts';
import { seedAnalysisDemo } from './demo/seed.ts';
import { registerFca } from './fca/register.ts';
import { registerGeneralSearch } from './general-search/register.ts';
import { registerReports } from './reports/register.ts';
import { rulesExport } from './rules/export.ts';
import { registerRules } from './rules/register.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { semanticSearch } from './semantic-search.ts';

/**
 * The server half of the analysis area (domain.md §3 "Semantic search"; issue 18 builds its screens): the
 * semantic search's class and the service that runs a stored search as a user, which the structured
 * documents' generator and search-result components are fed by (issue 16 item 5).
 */
export default defineServerExtension({
  id: 'analysis',
  version: '0.1.0',
  schema: ANALYSIS_SCHEMA,
  apiPaths: ANALYSIS_API_PATHS,
  reservedRoutePaths: ANALYSIS_ROUTE_PATHS,
  provides: [SEMANTIC_SEARCH, RULES_EXPORT],
  start(ctx) {
    ctx.provide(SEMANTIC_SEARCH, semanticSearch(ctx.log));
    registerSearchRoutes(ctx);
    registerFca(ctx);
    ctx.provide(RULES_EXPORT, rulesExport());
    registerRules(ctx);
    registerReports(ctx);
    registerGeneralSearch(ctx);
  },
  seed: seedAnalysisDemo,
});
