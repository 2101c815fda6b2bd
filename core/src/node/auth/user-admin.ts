import { AUTH_MESSAGES } from '../../common/auth.ts';
import { DEFAULT_APP } from '../../common/apps.ts';
import type { DataRequest } from '../../common/data-api.ts';
import { PROP } from '../../common/ontology/system-ontology.ts';
import {
  registrationMessage,
  validateEmail,
  validateFullName,
  validatePassword,
  type RegistrationIssue,
} from '../../common/validation/registration.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import type { DeclaredApps } from './declared-apps.ts';
import { hashPassword } from './password.ts';
import { endAllSessions } from './sessions.ts';
import { isUuid } from './tokens.ts';
import type { UserContext } from './user-context.ts';
import { findUserIdByEmail, insertUser, isUniqueViolation, loadUserProfile, setPasswordHash } from './users.ts';
import { listUsers, type UserListPage, type UserListQuery, type UserRecord } from './user-list.ts';

export type { UserListPage, UserListQuery, UserRecord } from './user-list.ts';

/** A new account made by an administrator (issue 21 item 1): the registration rules hold. */
export interface NewUserInput {
  name: string;
  email: string;
  password: string;
  /** A declared app; default `onto`. */
  app?: string;
  isAdmin?: boolean;
  isBetaTester?: boolean;
}

/** What an administrator changes on an account; absent fields stay as they are. */
export interface UserChanges {
  isAdmin?: boolean;
  isBetaTester?: boolean;
  app?: string;
  accessSuspended?: boolean;
  /** YYYY-MM-DD, or null to remove. */
  licenseExpirationDate?: string | null;
  disabledRoutes?: readonly string[];
  enabledRoutes?: readonly string[];
  hiddenComponents?: readonly string[];
}

/**
 * `ctx.users` (server extension API v2): the accounts, for an administration screen. Every call takes the
 * acting user and checks, against the store and not the object it is handed, that they are an
 * administrator whose access is not suspended (403 otherwise), so a route that forgot `adminOnly` still
 * cannot hand accounts out. Changes of flags go through the data API as that administrator (the write
 * policies of docs/security.md hold); passwords and new accounts are the core's, kept with the credential.
 */
export interface UserAdministration {
  /** A page of accounts, searched by name or e-mail (case-insensitive), optionally only deletion requests. */
  list(actor: UserContext, query: UserListQuery): Promise<UserListPage>;
  /** One account, or a 404. */
  get(actor: UserContext, id: string): Promise<UserRecord>;
  /** Makes an account with a password; 400 with the registration rule's text, 409 for a taken e-mail. */
  create(actor: UserContext, input: NewUserInput): Promise<UserRecord>;
  /**
   * Changes flags, app, route lists and licence date. An administrator can neither take their own
   * administrator flag nor suspend themselves (400). Suspending ends every sign-in of the account.
   */
  update(actor: UserContext, id: string, changes: UserChanges): Promise<UserRecord>;
  /** Sets a new password (the registration rule) and ends every sign-in of the account. */
  setPassword(actor: UserContext, id: string, password: string): Promise<void>;
}

export const USER_ADMIN_MESSAGES = {
  emailTaken: 'Пользователь с такой электронной почтой уже есть',
  unknownApp: (app: string) => `Приложение «${app}» не объявлено на сервере`,
  ownAdmin: 'Нельзя снять с себя права администратора',
  ownSuspend: 'Нельзя приостановить доступ к своей учётной записи',
  badDate: 'Дата окончания лицензии должна быть в виде ГГГГ-ММ-ДД',
  badList: (field: string) => `Поле «${field}» должно быть списком строк (не больше 200, каждая до 200 символов)`,
  badFlag: (field: string) => `Поле «${field}» должно быть true или false`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Deps {
  store: SqlStore;
  apps: DeclaredApps;
  /** Runs a data API request as a user (DataService.run). */
  runData: (user: UserContext, request: DataRequest) => Promise<unknown>;
  /** Told of ended web sessions, to close their realtime sockets. */
  sessionsEnded?: (sessionIds: readonly string[]) => void;
}

function fail(issue: RegistrationIssue): never {
  throw new HttpError(400, registrationMessage(issue));
}

/** The core's implementation of `ctx.users`. */
export function userAdministration(deps: Deps): UserAdministration {
  const { store } = deps;

  const requireAdmin = async (actor: UserContext) => {
    const profile = await loadUserProfile(store, actor.id);
    if (!profile?.isAdmin || profile.accessSuspended) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  };
  const record = async (id: string) => {
    const found = isUuid(id) ? (await listUsers(store, { ids: [id.toLowerCase()] })).items[0] : undefined;
    if (!found) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
    return found;
  };
  const endSessions = async (id: string) => {
    const ended = await endAllSessions(store, id);
    if (ended.length > 0) deps.sessionsEnded?.(ended);
  };

  return {
    async list(actor, query) {
      await requireAdmin(actor);
      return listUsers(store, query);
    },
    async get(actor, id) {
      await requireAdmin(actor);
      return record(id);
    },
    async create(actor, input) {
      await requireAdmin(actor);
      const issue = validateFullName(input.name) ?? validateEmail(input.email) ?? validatePassword(input.password);
      if (issue) fail(issue);
      const app = input.app ?? DEFAULT_APP.id;
      if (!deps.apps.has(app)) throw new HttpError(400, USER_ADMIN_MESSAGES.unknownApp(app));
      if (await findUserIdByEmail(store, input.email)) throw new HttpError(409, USER_ADMIN_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      let id: string;
      try {
        id = await store.transaction(async (tx) => {
          const made = await insertUser(
            tx,
            { email: input.email, fullName: input.name, passwordHash, isAdmin: input.isAdmin === true, app },
            new Date(),
          );
          if (input.isBetaTester)
            await tx.query(`update ob_value set val = 'true' where inst = $1 and prop = $2`, [made, PROP.isBetaTester]);
          return made;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, USER_ADMIN_MESSAGES.emailTaken);
        throw error;
      }
      return record(id);
    },
    async update(actor, id, changes) {
      await requireAdmin(actor);
      const current = await record(id);
      const ops = changeOps(current.id, changes, deps.apps);
      if (current.id === actor.id && changes.isAdmin === false) throw new HttpError(400, USER_ADMIN_MESSAGES.ownAdmin);
      if (current.id === actor.id && changes.accessSuspended === true)
        throw new HttpError(400, USER_ADMIN_MESSAGES.ownSuspend);
      if (ops.length > 0) await deps.runData(actor, { act: 'set_data', data: ops } as DataRequest);
      if (changes.accessSuspended === true) await endSessions(current.id);
      return record(current.id);
    },
    async setPassword(actor, id, password) {
      await requireAdmin(actor);
      const current = await record(id);
      const issue = validatePassword(password);
      if (issue) fail(issue);
      const hash = await hashPassword(password);
      const ended = await store.transaction(async (tx) => {
        const outcome = await setPasswordHash(tx, current.id, hash, new Date());
        if (outcome === 'no-email') throw new HttpError(409, AUTH_MESSAGES.userHasNoEmail);
        return endAllSessions(tx, current.id);
      });
      if (ended.length > 0) deps.sessionsEnded?.(ended);
    },
  };
}

const flag = (changes: UserChanges, key: keyof UserChanges): boolean | undefined => {
  const value = changes[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new HttpError(400, USER_ADMIN_MESSAGES.badFlag(key));
  return value;
};

const list = (changes: UserChanges, key: 'disabledRoutes' | 'enabledRoutes' | 'hiddenComponents') => {
  const value = changes[key] as unknown;
  if (value === undefined) return undefined;
  if (
    !Array.isArray(value) ||
    value.length > 200 ||
    !value.every((item) => typeof item === 'string' && item.trim() !== '' && item.length <= 200)
  )
    throw new HttpError(400, USER_ADMIN_MESSAGES.badList(key));
  return [...new Set(value.map((item: string) => item.trim()))];
};

/** The set_data operations of a change, every field checked first (a 400 writes nothing). */
function changeOps(inst: string, changes: UserChanges, apps: DeclaredApps): unknown[] {
  if (typeof changes !== 'object' || changes === null) return [];
  const ops: unknown[] = [];
  const upd = (prop: string, val: unknown) => ops.push({ op: 'upd', inst, prop, val });
  for (const [key, prop] of [
    ['isAdmin', PROP.isAdmin],
    ['isBetaTester', PROP.isBetaTester],
    ['accessSuspended', PROP.accessSuspended],
  ] as const) {
    const value = flag(changes, key);
    if (value !== undefined) upd(prop, value);
  }
  if (changes.app !== undefined) {
    if (typeof changes.app !== 'string' || !apps.has(changes.app))
      throw new HttpError(400, USER_ADMIN_MESSAGES.unknownApp(String(changes.app)));
    upd(PROP.app, changes.app);
  }
  const date = changes.licenseExpirationDate;
  if (date !== undefined) {
    if (date !== null && (typeof date !== 'string' || !DATE.test(date) || Number.isNaN(Date.parse(date))))
      throw new HttpError(400, USER_ADMIN_MESSAGES.badDate);
    upd(PROP.licenseExpirationDate, date);
  }
  for (const [key, prop] of [
    ['disabledRoutes', PROP.disabledRoutes],
    ['enabledRoutes', PROP.enabledRoutes],
    ['hiddenComponents', PROP.hiddenComponents],
  ] as const) {
    const values = list(changes, key);
    if (values !== undefined) upd(prop, values);
  }
  return ops;
}
