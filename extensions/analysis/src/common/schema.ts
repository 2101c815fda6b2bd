import { dataProperty, objectProperty, CLASS, type SchemaDeclaration } from '@ontobench/sdk/common';
import { ANALYSIS_CLASS, analysisId } from './classes.ts';
import { FCA_SCHEMA } from './fca/schema.ts';
import { REPORTS_SCHEMA } from './reports/schema.ts';
import { RULES_SCHEMA } from './rules/schema.ts';

export { ANALYSIS_CLASS } from './classes.ts';

/**
 * The analysis area's part of the store, with fixed ids. A semantic search (domain.md §3: code, name,
 * desc, rootClass, subject_area, author, dateCreate, json, app) keeps the core's properties for what the
 * core has (code, name, description, subject area, author, creation date, json) and adds its root class
 * and its app tag. Ids never change; new ones take the next number.
 */
export const ANALYSIS_PROP = {
  /** The class the search starts from. */
  rootClass: analysisId(0x101),
  /** The app the search belongs to (`onto` or `edu`), as the spec's `app`. */
  app: analysisId(0x102),
} as const;

const SEARCH = [ANALYSIS_CLASS.SemanticSearch];

export const ANALYSIS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: ANALYSIS_CLASS.SemanticSearch, name: 'Semantic search' },
    ...RULES_SCHEMA.classes,
    ...FCA_SCHEMA.classes,
    ...REPORTS_SCHEMA.classes,
  ],
  properties: [
    objectProperty(ANALYSIS_PROP.rootClass, 'root class', SEARCH, [CLASS.Class]),
    dataProperty(ANALYSIS_PROP.app, 'app', 'string', SEARCH),
    ...RULES_SCHEMA.properties,
    ...FCA_SCHEMA.properties,
    ...REPORTS_SCHEMA.properties,
  ],
};
