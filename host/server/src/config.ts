import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_BRANDING, isDebugKey, type Branding, type OidcSettings } from '@ontobench/core/common';
import { loadLicenceConfig, loadStatusConfig, type LicenceConfig, type StatusConfig } from '@ontobench/core/node';
import type { DemoSetting } from './demo/demo-policy.ts';

/** Everything the server reads from its environment, checked once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database (and later other server data) lives. */
  dataDir: string;
  /** An external PostgreSQL; null means the embedded PostgreSQL in `dataDir`. */
  databaseUrl: string | null;
  /** The built browser app. */
  webRoot: string;
  branding: Branding;
  /**
   * ONTOBENCH_DEMO: seed the demo accounts and sample data into a new database. `auto` (unset): only
   * when the server listens on loopback (demo/demo-policy.ts).
   */
  demo: DemoSetting;
  /** ONTOBENCH_RECREATE=yes: a database that existed before and is gone may be created anew. */
  recreate: boolean;
  /** ONTOBENCH_TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  /** Self-registration (ONTOBENCH_REGISTRATION, default on). */
  registrationEnabled: boolean;
  /**
   * ONTOBENCH_COMPRESSION (default on): compress the API's replies (the app's files come compressed from
   * the build either way). Off behind a reverse proxy that compresses, so the work is done once.
   */
  compression: boolean;
  /** ONTOBENCH_REGISTRATIONS_PER_ADDRESS: registrations from one address per hour before delays (20). */
  registrationsPerAddress: number;
  licence: LicenceConfig;
  /** ONTOBENCH_DEBUG_KEY, 64 hex digits; null: generated once and kept in the database. */
  debugKey: string | null;
  /** The external OpenID Connect provider (ONTOBENCH_OIDC_*); null: password sign-in only. */
  oidc: OidcSettings | null;
  /** ONTOBENCH_BLOCKED_ROUTES: route names closed to everyone (spec shell.md §6), comma-separated. */
  blockedRoutes: string[];
}

/** A mistake in the environment: the message says which variable and what it should be. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads the server's settings. Unset and empty variables both mean "use the default", because
 * `PORT=` in a compose file or .env usually means exactly that.
 * Relative paths are taken from the current directory, as a shell user expects.
 */
export function parseConfig(env: Env, repoRoot: string): ServerConfig {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const customerName = read('ONTOBENCH_CUSTOMER_NAME') ?? DEFAULT_BRANDING.customerName;
  const debugKey = read('ONTOBENCH_DEBUG_KEY') ?? null;
  if (debugKey !== null && !isDebugKey(debugKey))
    throw new ConfigError('ONTOBENCH_DEBUG_KEY must be 64 hex digits (a 32-byte key).');
  let licence: LicenceConfig;
  try {
    licence = loadLicenceConfig(env, customerName);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    demo: parseDemo(read('ONTOBENCH_DEMO')),
    recreate: parseSwitch('ONTOBENCH_RECREATE', read('ONTOBENCH_RECREATE'), false),
    trustProxy: parseTrustProxy(read('ONTOBENCH_TRUST_PROXY')),
    registrationEnabled: parseSwitch('ONTOBENCH_REGISTRATION', read('ONTOBENCH_REGISTRATION'), true),
    compression: parseSwitch('ONTOBENCH_COMPRESSION', read('ONTOBENCH_COMPRESSION'), true),
    registrationsPerAddress: parseCount(
      'ONTOBENCH_REGISTRATIONS_PER_ADDRESS',
      read('ONTOBENCH_REGISTRATIONS_PER_ADDRESS'),
      20,
    ),
    licence,
    debugKey,
    oidc: parseOidc(read),
    blockedRoutes: (read('ONTOBENCH_BLOCKED_ROUTES') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    port: parsePort(read('PORT')),
    host: read('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(read('ONTOBENCH_DATA_DIR') ?? defaultDataDir(repoRoot)),
    databaseUrl: read('DATABASE_URL') ?? null,
    webRoot: path.resolve(read('ONTOBENCH_WEB_ROOT') ?? path.join(repoRoot, 'dist', 'web')),
    branding: {
      customerName,
      defaultTitle: read('ONTOBENCH_TITLE') ?? DEFAULT_BRANDING.defaultTitle,
      brandColor: parseColor(read('ONTOBENCH_BRAND_COLOR')),
      logoUrl: parseUrl('ONTOBENCH_LOGO_URL', read('ONTOBENCH_LOGO_URL')),
      faviconUrl: parseUrl('ONTOBENCH_FAVICON_URL', read('ONTOBENCH_FAVICON_URL')),
      stylesUrl: parseUrl('ONTOBENCH_STYLES_URL', read('ONTOBENCH_STYLES_URL')),
    },
  };
}

/**
 * ONTOBENCH_OIDC_ISSUER (https, or http on a loopback host for local testing), ONTOBENCH_OIDC_CLIENT_ID
 * (required with an issuer) and ONTOBENCH_OIDC_PROVIDER_NAME (the button's text; default the issuer's host).
 */
function parseOidc(read: (name: string) => string | undefined): OidcSettings | null {
  const issuer = read('ONTOBENCH_OIDC_ISSUER');
  const clientId = read('ONTOBENCH_OIDC_CLIENT_ID');
  if (issuer === undefined) {
    if (clientId !== undefined)
      throw new ConfigError('ONTOBENCH_OIDC_CLIENT_ID is set but ONTOBENCH_OIDC_ISSUER is not.');
    return null;
  }
  const url = URL.canParse(issuer) ? new URL(issuer) : null;
  const loopback = url !== null && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) || url.search || url.hash) {
    throw new ConfigError(
      `ONTOBENCH_OIDC_ISSUER must be the provider's https address (http only on localhost), got "${issuer}".`,
    );
  }
  if (clientId === undefined) throw new ConfigError('ONTOBENCH_OIDC_CLIENT_ID is required with ONTOBENCH_OIDC_ISSUER.');
  return { issuer, clientId, providerName: read('ONTOBENCH_OIDC_PROVIDER_NAME') ?? url.host };
}

/**
 * ONTOBENCH_STATUS_MONITORING, ONTOBENCH_ACCOUNT_DELETION_DAYS and ONTOBENCH_STATUS_CONTROL
 * (core/src/node/status/status-config.ts says what each means).
 */
export function parseStatusConfig(env: Env): StatusConfig {
  try {
    return loadStatusConfig(env);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number from 1 to 65535, got "${value}".`);
  }
  return port;
}

function parseColor(value: string | undefined): string {
  if (value === undefined) return DEFAULT_BRANDING.brandColor;
  // The browser derives the whole brand palette from it: shorthand or named colours would break that.
  if (!/^#[0-9a-fA-F]{6}$/.test(value)) {
    throw new ConfigError(`ONTOBENCH_BRAND_COLOR must be a colour like #1f6f43 (#rrggbb), got "${value}".`);
  }
  return value.toLowerCase();
}

/** The page loads these as-is, so only web addresses: no `javascript:` or `data:` surprises. */
function parseUrl(name: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (/^https?:\/\/[^/\s]+/i.test(value)) return value;
  throw new ConfigError(`${name} must be an http(s) address or a path starting with /, got "${value}".`);
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new ConfigError(`${name} must be a whole number from 1 up, got "${value}".`);
  }
  return count;
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(on|true|1|yes)$/i.test(value)) return true;
  if (/^(off|false|0|no)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be on or off, got "${value}".`);
}

function parseDemo(value: string | undefined): DemoSetting {
  if (value === undefined || /^auto$/i.test(value)) return 'auto';
  return parseSwitch('ONTOBENCH_DEMO', value, false) ? 'on' : 'off';
}

/** proxy-addr's names for the usual private ranges, which Fastify's `trustProxy` accepts. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * ONTOBENCH_TRUST_PROXY: off (default), or the proxies' addresses: IPs, CIDR ranges, or loopback,
 * linklocal, uniquelocal. `on` and hop counts are refused: they would believe an X-Forwarded-For sent
 * by anyone who reaches the server directly (and Fastify 5 ignores hop counts).
 */
function parseTrustProxy(value: string | undefined): string[] {
  if (value === undefined || /^(off|false|no)$/i.test(value)) return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(
        "ONTOBENCH_TRUST_PROXY must be off or the reverse proxies' addresses, comma-separated " +
          `(an IP, a range such as 10.0.0.0/8, or loopback, linklocal, uniquelocal), got "${entry}".`,
      );
    }
  }
  return entries.map((entry) => (PROXY_RANGE_NAMES.has(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry.toLowerCase())) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `<repo>/.data`. As root, PostgreSQL runs as the user postgres, which must pass through every folder
 * above the data folder: when one is closed to others (a repository under /root), the data goes to
 * /var/lib/ontobench instead, where services run as root keep theirs (docs/store.md).
 */
export function defaultDataDir(repoRoot: string, asRoot = process.getuid?.() === 0): string {
  const inRepo = path.join(repoRoot, '.data');
  if (!asRoot) return inRepo;
  for (let folder = repoRoot; ; folder = path.dirname(folder)) {
    try {
      if ((fs.statSync(folder).mode & 0o001) === 0) return '/var/lib/ontobench';
    } catch {
      return inRepo;
    }
    if (folder === path.dirname(folder)) return inRepo;
  }
}
