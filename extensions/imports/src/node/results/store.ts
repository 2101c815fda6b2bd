import { PROP } from '@ontobench/sdk/common';
import { readRows, updateOp, writeAsUser, type UserData } from '@ontobench/sdk/node';
import { IMPORTS_CLASS } from '../../common/ids.ts';
import type { ImportKind, ImportResultDto, ImportStatus, RowError } from '../../common/results/api.ts';
import { RESULT_PROP } from '../../common/results/schema.ts';

const WORDS = { forbidden: 'Недостаточно прав на запись результата импорта', missing: 'Импорт не найден' };
/** The result record keeps the first refused rows; the message names how many there were. */
const KEPT_ERRORS = 200;

/** Creates the result record of an import that starts (status `running`); its id is the import's id. */
export async function createResult(data: UserData, name: string, kind: ImportKind): Promise<string> {
  const inst = crypto.randomUUID();
  await writeAsUser(
    data,
    [
      { op: 'new', class: IMPORTS_CLASS.ImportResult, name: name.slice(0, 200) || 'CSV', inst },
      updateOp(inst, RESULT_PROP.kind, kind),
      updateOp(inst, RESULT_PROP.status, 'running'),
    ],
    WORDS,
  );
  return inst;
}

export interface ResultEnd {
  status: Exclude<ImportStatus, 'running'>;
  message: string;
  rows?: number;
  modelId?: string;
  errors?: RowError[];
}

/** Records how an import ended (domain.md §3: status, end date, message). */
export async function finishResult(data: UserData, id: string, end: ResultEnd): Promise<void> {
  await writeAsUser(
    data,
    [
      updateOp(id, RESULT_PROP.status, end.status),
      updateOp(id, RESULT_PROP.endDate, new Date().toISOString()),
      updateOp(id, RESULT_PROP.message, end.message.slice(0, 4000)),
      updateOp(id, RESULT_PROP.rows, end.rows ?? 0),
      ...(end.modelId ? [updateOp(id, RESULT_PROP.model, end.modelId)] : []),
      ...(end.errors?.length
        ? [updateOp(id, RESULT_PROP.errors, JSON.stringify(end.errors.slice(0, KEPT_ERRORS)))]
        : []),
    ],
    WORDS,
  );
}

const FIELDS = [
  RESULT_PROP.kind,
  RESULT_PROP.status,
  RESULT_PROP.endDate,
  RESULT_PROP.message,
  RESULT_PROP.model,
  RESULT_PROP.rows,
  RESULT_PROP.errors,
  PROP.creationDate,
];

/** The import results the user reads (their own; an administrator all), newest first. */
export async function readResults(data: UserData, filter?: string): Promise<ImportResultDto[]> {
  const rows = await readRows(data, IMPORTS_CLASS.ImportResult, FIELDS, { filter, limit: 500 });
  const one = (row: (typeof rows)[number], prop: string) => row.values.get(prop)?.[0]?.val ?? null;
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      kind: (one(row, RESULT_PROP.kind) ?? 'csv') as ImportKind,
      status: (one(row, RESULT_PROP.status) ?? 'running') as ImportStatus,
      endDate: (one(row, RESULT_PROP.endDate) as string | null) || null,
      message: String(one(row, RESULT_PROP.message) ?? ''),
      modelId: (one(row, RESULT_PROP.model) as string | null) || null,
      rows: Number(one(row, RESULT_PROP.rows) ?? 0),
      errors: parseErrors(one(row, RESULT_PROP.errors)),
      created: (one(row, PROP.creationDate) as string | null) ?? null,
    }))
    .sort((a, b) => (b.created ?? '').localeCompare(a.created ?? ''));
}

function parseErrors(value: unknown): RowError[] {
  if (typeof value !== 'string' || value === '') return [];
  try {
    return JSON.parse(value) as RowError[];
  } catch {
    return [];
  }
}
