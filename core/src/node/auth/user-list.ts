import { DEFAULT_APP } from '../../common/apps.ts';
import { CLASS, PROP } from '../../common/ontology/system-ontology.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlExecutor } from '../store/sql-store.ts';

/** An account as the administration screen shows it (spec shell.md §3, User). */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isBetaTester: boolean;
  app: string;
  accessSuspended: boolean;
  /** YYYY-MM-DD or null. */
  licenseExpirationDate: string | null;
  /** YYYY-MM-DD or null: the user asked for their account to be deleted (shell.md §9). */
  deleteAccountRequestDate: string | null;
  /** YYYY-MM-DD or null: the day the account was deleted (its record stays, under a neutral name). */
  accountDeletedDate: string | null;
  disabledRoutes: string[];
  enabledRoutes: string[];
  hiddenComponents: string[];
  /** Whether the account has a password (one made through the data API or a provider has none). */
  hasPassword: boolean;
  /** ISO date-time. */
  createdAt: string;
}

export interface UserListQuery {
  /** Part of the name or the e-mail, ignoring case. */
  search?: string;
  /** Only accounts whose deletion was requested and is still to come. */
  deletionRequested?: boolean;
  /** Only these ids (the service's own use). */
  ids?: readonly string[];
  offset?: number;
  /** 1–200, default 50. */
  limit?: number;
}

export interface UserListPage {
  items: UserRecord[];
  total: number;
}

const MAX_LIMIT = 200;

interface Row {
  id: string;
  name: string;
  created_at: Date | string;
  has_password: boolean;
  total: string;
  vals: { prop: string; val: string }[] | null;
}

/** Accounts ordered by name, then e-mail; search and deletion filter in SQL, the page too. */
export async function listUsers(db: SqlExecutor, query: UserListQuery): Promise<UserListPage> {
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new HttpError(400, `limit должен быть целым числом от 1 до ${MAX_LIMIT}`);
  if (!Number.isInteger(offset) || offset < 0) throw new HttpError(400, 'offset должен быть целым числом не меньше 0');
  const search = (query.search ?? '').trim().toLowerCase();
  if (search.length > 200) throw new HttpError(400, 'Строка поиска длиннее 200 символов');
  // Every parameter is used (PostgreSQL cannot type one that is not).
  const params: unknown[] = [CLASS.User];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = ['i.class_id = $1'];
  if (search) {
    const pattern = add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(lower(i.name) like ${pattern} or exists (select 1 from ob_value e
         where e.inst = i.id and e.prop = ${add(PROP.email)} and lower(e.val) like ${pattern}))`,
    );
  }
  if (query.deletionRequested)
    where.push(
      `exists (select 1 from ob_value d where d.inst = i.id and d.prop = ${add(PROP.deleteAccountRequestDate)} and d.val is not null)
       and not exists (select 1 from ob_value g where g.inst = i.id and g.prop = ${add(PROP.accountDeletedDate)})`,
    );
  if (query.ids) where.push(`i.id = any(${add(query.ids)}::uuid[])`);
  params.push(limit, offset);
  const { rows } = await db.query<Row>(
    `select i.id, i.name, i.created_at, count(*) over () as total,
            exists (select 1 from ob_credential c where c.user_id = i.id) as has_password,
            (select json_agg(json_build_object('prop', v.prop, 'val', v.val) order by v.prop, v.idx)
               from ob_value v where v.inst = i.id) as vals
       from ob_instance i
      where ${where.join(' and ')}
      order by lower(i.name), i.id
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countUsers(db, where, params.slice(0, -2)) : 0;
  return { items: rows.map(recordOf), total };
}

async function countUsers(db: SqlExecutor, where: string[], params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from ob_instance i where ${where.join(' and ')}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}

function recordOf(row: Row): UserRecord {
  const values = new Map<string, string[]>();
  for (const { prop, val } of row.vals ?? []) {
    if (val === null) continue;
    values.set(prop, [...(values.get(prop) ?? []), val]);
  }
  const one = (prop: string) => values.get(prop)?.[0] ?? null;
  return {
    id: row.id,
    name: row.name,
    email: one(PROP.email) ?? '',
    isAdmin: one(PROP.isAdmin) === 'true',
    isBetaTester: one(PROP.isBetaTester) === 'true',
    app: one(PROP.app) ?? DEFAULT_APP.id,
    accessSuspended: one(PROP.accessSuspended) === 'true',
    licenseExpirationDate: one(PROP.licenseExpirationDate),
    deleteAccountRequestDate: one(PROP.deleteAccountRequestDate),
    accountDeletedDate: one(PROP.accountDeletedDate),
    disabledRoutes: values.get(PROP.disabledRoutes) ?? [],
    enabledRoutes: values.get(PROP.enabledRoutes) ?? [],
    hiddenComponents: values.get(PROP.hiddenComponents) ?? [],
    hasPassword: row.has_password,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
