import { encryptDebugInfo, generateDebugKey, isDebugKey, type LicenceInfo } from '../../common/debug-id.ts';
import { CLASS } from '../../common/ontology/system-ontology.ts';
import type { SqlStore } from '../store/sql-store.ts';

/** The licence terms, read from the environment once at start-up. */
export interface LicenceConfig {
  customer: string;
  /** null = unlimited. */
  userLimit: number | null;
  /** YYYY-MM-DD, the last valid day; null = no expiry. */
  expiresAt: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads `ONTOBENCH_LICENSE_USERS` (a whole number; unset, empty or `unlimited` = no limit),
 * `ONTOBENCH_LICENSE_EXPIRES` (YYYY-MM-DD; unset, empty or `none` = no expiry) and
 * `ONTOBENCH_LICENSE_CUSTOMER` (default: `customer`, the branding's customer name).
 * A malformed value throws a RangeError naming the variable: a licence typo must stop start-up
 * rather than silently mean "unlimited".
 */
export function loadLicenceConfig(env: Env, customer: string): LicenceConfig {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const users = read('ONTOBENCH_LICENSE_USERS');
  const expires = read('ONTOBENCH_LICENSE_EXPIRES');
  let userLimit: number | null = null;
  if (users !== undefined && users.toLowerCase() !== 'unlimited') {
    userLimit = /^\d{1,9}$/.test(users) ? Number(users) : Number.NaN;
    if (!Number.isSafeInteger(userLimit)) {
      throw new RangeError(`ONTOBENCH_LICENSE_USERS must be a whole number or "unlimited", got "${users}".`);
    }
  }
  let expiresAt: string | null = null;
  if (expires !== undefined && expires.toLowerCase() !== 'none') {
    if (!isCalendarDate(expires)) {
      throw new RangeError(`ONTOBENCH_LICENSE_EXPIRES must be a date YYYY-MM-DD or "none", got "${expires}".`);
    }
    expiresAt = expires;
  }
  return { customer: read('ONTOBENCH_LICENSE_CUSTOMER') ?? customer, userLimit, expiresAt };
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const DEBUG_KEY = 'debug_key';

/**
 * The key of the `x-debug-id` header: `fromEnv` (ONTOBENCH_DEBUG_KEY, 64 hex digits) when given,
 * otherwise the one kept in `ob_meta`, generated on first use. Servers sharing a PostgreSQL agree on
 * it: the first insert wins and everyone reads the winner.
 *
 * The key is sent to every browser (it must decrypt the header): it hides licence data from casual
 * eyes only and is NOT a security boundary. Do not reuse it for anything else.
 */
export async function loadDebugKey(store: SqlStore, fromEnv?: string | null): Promise<string> {
  const configured = fromEnv?.trim();
  if (configured) {
    if (!isDebugKey(configured)) {
      throw new RangeError('ONTOBENCH_DEBUG_KEY must be 64 hex digits (a 32-byte AES-256 key).');
    }
    return configured.toLowerCase();
  }
  await store.query('insert into ob_meta (key, value) values ($1, $2) on conflict (key) do nothing', [
    DEBUG_KEY,
    generateDebugKey(),
  ]);
  const { rows } = await store.query<{ value: string }>('select value from ob_meta where key = $1', [DEBUG_KEY]);
  const stored = rows[0]?.value;
  if (!isDebugKey(stored))
    throw new Error(`ob_meta.${DEBUG_KEY} is not a 64-hex-digit key; delete the row to renew it`);
  return stored;
}

export interface LicenceServiceOptions {
  store: SqlStore;
  config: LicenceConfig;
  debugKey: string;
  /** How long a user count stays fresh; default 30 s. */
  maxAgeMs?: number;
  /** The clock, in ms; tests move it. */
  now?: () => number;
  /** A failed background count (the old one is kept). */
  onError?: (error: unknown) => void;
}

const DEFAULT_MAX_AGE_MS = 30_000;

/**
 * The licence information and its encrypted header value. The user count is a database query, so it is
 * cached and refreshed at most every `maxAgeMs`; replies never wait for it (`headerValue` answers from
 * the cache and starts a refresh in the background when the count is stale), so a slow or broken
 * database cannot hold up or break a reply — not even the ping that reports the database as RED.
 */
export class LicenceService {
  private snapshot!: LicenceInfo;
  private header!: string;
  /** When the last count started (successful or not): a failing database is not asked on every reply. */
  private countedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | null = null;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  private constructor(private readonly options: LicenceServiceOptions) {
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Counts the users once, so the first reply already carries a header. */
  static async start(options: LicenceServiceOptions): Promise<LicenceService> {
    const service = new LicenceService(options);
    await service.refresh();
    return service;
  }

  /** The current information, counting again first if the count is stale. */
  async info(): Promise<LicenceInfo> {
    if (this.isStale()) await this.refresh().catch((error: unknown) => this.options.onError?.(error));
    return { ...this.snapshot };
  }

  /** The `x-debug-id` value, at once; a stale count is refreshed in the background for later replies. */
  headerValue(): string {
    if (this.isStale()) this.refresh().catch((error: unknown) => this.options.onError?.(error));
    return this.header;
  }

  /** Counts the users and re-encrypts the header. Concurrent callers share one count. */
  refresh(): Promise<void> {
    this.refreshing ??= this.count().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private isStale(): boolean {
    return this.now() - this.countedAt >= this.maxAgeMs;
  }

  private async count(): Promise<void> {
    this.countedAt = this.now();
    const { store, config, debugKey } = this.options;
    const { rows } = await store.query<{ n: number }>('select count(*) as n from ob_instance where class_id = $1', [
      CLASS.User,
    ]);
    const usersCount = Number(rows[0]?.n ?? 0);
    const info: LicenceInfo = {
      customer: config.customer,
      userLimit: config.userLimit,
      usersCount,
      userLimitExceeded: config.userLimit !== null && usersCount > config.userLimit,
      expiresAt: config.expiresAt,
    };
    const header = await encryptDebugInfo(info, debugKey);
    this.snapshot = info;
    this.header = header;
  }
}
