/**
 * The reports' calls (issue 18 item 3) under `/api/`, and what they carry. Every call runs as the
 * signed-in user through the data API: a report is its author's (another user's answers 404), and each
 * source search runs as the user, so a search they may not read shows §8's text in its place.
 */
export const REPORTS_API = {
  /** GET: the user's reports ({ reports: ReportDto[] }); POST ReportInput → ReportDto. */
  list: 'analysis/reports',
  /** GET, PUT (ReportInput) and DELETE one report. */
  report: (id: string) => `analysis/reports/${id}`,
  /** POST → RenderReply: the stored report rendered. */
  render: (id: string) => `analysis/reports/${id}/render`,
  /** POST PreviewRequest → RenderReply: an unsaved template rendered (the designer's live preview). */
  preview: 'analysis/report-preview',
  /** GET: the rendered report as a Word file named after the report. */
  docx: (id: string) => `analysis/reports/${id}/docx`,
  /** GET: the sources' rows as an Excel file (a sheet per source and one of the template), named after the report. */
  xlsx: (id: string) => `analysis/reports/${id}/xlsx`,
} as const;

/** The reports' paths as the server mounts them (part of ANALYSIS_API_PATHS). */
export const REPORTS_API_PATHS: readonly string[] = [
  REPORTS_API.list,
  REPORTS_API.report(':id'),
  REPORTS_API.render(':id'),
  REPORTS_API.preview,
  REPORTS_API.docx(':id'),
  REPORTS_API.xlsx(':id'),
];

/** The most rows a report reads of one source: its loops, tables and aggregates see these (the reply says when it cut). */
export const REPORT_SOURCE_ROWS = 1_000;
/** The most sources a report has. */
export const REPORT_MAX_SOURCES = 10;
/** The longest template, in characters. */
export const REPORT_MAX_TEMPLATE = 50_000;

/** A source of a report: a semantic search and the alias its template refers to it by. */
export interface ReportSource {
  alias: string;
  search: string;
}

/** A stored report as the calls carry it. */
export interface ReportDto {
  id: string;
  name: string;
  annotation: string;
  author: string | null;
  /** ISO date `YYYY-MM-DD`. */
  dateCreate: string | null;
  template: string;
  sources: ReportSource[];
}

/** What creates or changes a report. */
export interface ReportInput {
  name: string;
  annotation?: string;
  template?: string;
  sources?: ReportSource[];
}

/** `report-preview`'s body: the designer's unsaved report. */
export interface PreviewRequest {
  name?: string;
  annotation?: string;
  template: string;
  sources: ReportSource[];
}

/** How one source fared in a render. */
export interface RenderedSource {
  alias: string;
  search: string;
  /** The search's name, or its id when it could not be read. */
  name: string;
  /** Rows matching the search; 0 when it failed. */
  total: number;
  /** Rows read (at most REPORT_SOURCE_ROWS). */
  read: number;
  /** §8's text when the search could not be run as the user. */
  error?: string;
}

/** A rendered report: safe HTML (every value escaped) and how each source fared. */
export interface RenderReply {
  html: string;
  sources: RenderedSource[];
}
