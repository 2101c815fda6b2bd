/**
 * The browser paths of the imports area's pages (shell.md §2): `/csv-import-index` (the user's imports),
 * `/csv-import` (into a new model), `/csv-import-to-exists-model` (into an existing one). Handed to the
 * server so that no runtime plugin takes one; `/import-from-excel` (administrators); `/docs-import`
 * (documents, docs/imports.md).
 */
export const importsPath = {
  index: '/csv-import-index',
  csvNew: '/csv-import',
  csvExisting: '/csv-import-to-exists-model',
  /** Administrators only (shell.md §2 "Excel import descriptors (admin)"). */
  excel: '/import-from-excel',
  /** A .docx or Markdown file into a new document (shown only while the documents area is enabled). */
  docs: '/docs-import',
};

export const IMPORTS_ROUTE_PATHS: readonly string[] = Object.values(importsPath);
