import { defineServerExtension, SEMANTIC_SEARCH } from '@ontobench/sdk/node';
import { ANALYSIS_SCHEMA } from '../common/schema.ts';
import { seedAnalysisDemo } from './demo/seed.ts';
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
  provides: [SEMANTIC_SEARCH],
  start(ctx) {
    ctx.provide(SEMANTIC_SEARCH, semanticSearch(ctx.log));
  },
  seed: seedAnalysisDemo,
});
