import type { BaseType } from '@ontobench/sdk/common';
import type { CsvPreview, ExistingColumn, NewColumn } from '../../common/csv/api.ts';
import { cellValue } from '../../common/csv/cells.ts';
import type { ClassDto } from '../../common/csv/api.ts';

const ORDER: BaseType[] = ['integer', 'real', 'date', 'boolean'];

/**
 * A new model's columns from the header: each named as its header, typed as the narrowest type every
 * non-empty preview cell fits (the same rule the server checks with), else text; the first column names
 * the objects.
 */
export function guessNewColumns(preview: CsvPreview): NewColumn[] {
  return preview.header.map((name, column) => {
    const cells = preview.rows.map((r) => (r[column] ?? '').trim()).filter((c) => c !== '');
    const type =
      cells.length === 0 ? 'string' : (ORDER.find((ty) => cells.every((c) => 'value' in cellValue(ty, c))) ?? 'string');
    return { column, name: name || `Столбец ${column + 1}`, type };
  });
}

/** An existing class's columns: a header that names a property (ignoring case) fills it; others are skipped. */
export function guessExistingColumns(preview: CsvPreview, cls: ClassDto | undefined): ExistingColumn[] {
  return preview.header.map((name, column) => ({
    column,
    property: cls?.properties.find((p) => p.name.trim().toLowerCase() === name.trim().toLowerCase())?.id ?? null,
  }));
}
