import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { ANALYSIS_CLASS, analysisId } from '../classes.ts';

/**
 * The reports' part of the analysis schema (classes 0x040–0x04f, properties 0x400–0x47f). A report
 * (domain.md §3: name, annotation, source, author, date_create, template, ssData, assignments, role)
 * keeps the core's name, description (the annotation), author and creation date; `source` links its
 * semantic searches, `ssData` holds them as JSON with the alias the template refers to each by.
 */
export const REPORT_CLASS = {
  Report: analysisId(0x040),
} as const;

export const REPORT_PROP = {
  /** §3 `source`: the report's semantic searches. */
  source: analysisId(0x400),
  /** §3 `template`: the template text (common/reports/template). */
  template: analysisId(0x401),
  /** §3 `ssData`: the sources as JSON `[{ "alias": "…", "search": "<id>" }, …]`, in the designer's order. */
  ssData: analysisId(0x402),
} as const;

const REPORT = [REPORT_CLASS.Report];

/** Merged into ANALYSIS_SCHEMA (common/schema.ts). */
export const REPORTS_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [{ id: REPORT_CLASS.Report, name: 'Report' }],
  properties: [
    objectProperty(REPORT_PROP.source, 'source', REPORT, [ANALYSIS_CLASS.SemanticSearch], { multiple: true }),
    dataProperty(REPORT_PROP.template, 'template', 'string', REPORT),
    dataProperty(REPORT_PROP.ssData, 'ssData', 'string', REPORT),
  ],
};
