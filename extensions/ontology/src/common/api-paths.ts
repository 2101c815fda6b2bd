import { PUBLIC_DOC_PATH } from './explore.ts';

/**
 * The API paths (under `/api/`) the ontology area answers, with the spec's names. Declared to the
 * server (`apiPaths`), so no other extension can mount or declare one of them.
 */
export const ONTOLOGY_API_PATHS: readonly string[] = [
  'ontology/:id/state',
  'ontology/:id/export',
  'ontology/import',
  'ontologyDiff/diff',
  `${PUBLIC_DOC_PATH}/:id`,
];
