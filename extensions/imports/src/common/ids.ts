/**
 * The imports area's fixed ids (domain.md §3 "Import document and result"). Ids never change; new ones
 * take the next number. Properties of the result record 0x100–0x1ff.
 */
export const importsId = (n: number) => `1a900000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const IMPORTS_CLASS = {
  /** §3 "Import document and result": status, end date, message (and what was imported, into what). */
  ImportResult: importsId(0x001),
  /** An Excel import descriptor (shell.md §2 `/import-from-excel`): sheet, header row, columns, target class. */
  ExcelDescriptor: importsId(0x002),
} as const;
