/** The analysis area's fixed ids (schema.ts holds the properties and the declaration). */
export const analysisId = (n: number) => `5ea50000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const ANALYSIS_CLASS = {
  /** A stored semantic search (domain.md §3 "Semantic search"): its `json` is a reusable get_data request with columns. */
  SemanticSearch: analysisId(0x001),
} as const;
