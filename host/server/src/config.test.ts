import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@ontobench/core/common';
import { tempFolder } from '../../../core/src/node/testing/temp-folder.ts';
import { ConfigError, defaultDataDir, parseConfig } from './config.ts';
import { displayUrl, storeDescription } from './startup-message.ts';

const ROOT = path.resolve('/srv/ontobench');

describe('parseConfig', () => {
  it('has defaults for a fresh machine', () => {
    expect(parseConfig({}, ROOT)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(ROOT, '.data'),
      databaseUrl: null,
      webRoot: path.join(ROOT, 'dist', 'web'),
      branding: DEFAULT_BRANDING,
      demo: 'auto',
      recreate: false,
      trustProxy: [],
      registrationEnabled: true,
      compression: true,
      registrationsPerAddress: 20,
      licence: { customer: DEFAULT_BRANDING.customerName, userLimit: null, expiresAt: null },
      debugKey: null,
      oidc: null,
      blockedRoutes: [],
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ', ONTOBENCH_LOGO_URL: '' }, ROOT)).toMatchObject({
      port: 8080,
      databaseUrl: null,
      branding: { logoUrl: null },
    });
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        ONTOBENCH_DATA_DIR: '/var/lib/ontobench',
        DATABASE_URL: 'postgres://u:p@db/ontobench',
        ONTOBENCH_WEB_ROOT: 'web',
        ONTOBENCH_CUSTOMER_NAME: 'Acme',
        ONTOBENCH_TITLE: 'Acme Knowledge',
        ONTOBENCH_BRAND_COLOR: '#A1B2C3',
        ONTOBENCH_LOGO_URL: '/branding/logo.svg',
        ONTOBENCH_FAVICON_URL: 'https://cdn.example.com/favicon.ico',
        ONTOBENCH_STYLES_URL: 'http://intranet/acme.css',
        ONTOBENCH_DEMO: 'off',
        ONTOBENCH_RECREATE: 'yes',
        ONTOBENCH_TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,Loopback',
        ONTOBENCH_REGISTRATION: 'no',
        ONTOBENCH_COMPRESSION: 'off',
        ONTOBENCH_REGISTRATIONS_PER_ADDRESS: '60',
        ONTOBENCH_LICENSE_USERS: '25',
        ONTOBENCH_LICENSE_EXPIRES: '2027-01-31',
        ONTOBENCH_DEBUG_KEY: 'ab'.repeat(32),
        ONTOBENCH_OIDC_ISSUER: 'https://id.example.com/realms/acme',
        ONTOBENCH_OIDC_CLIENT_ID: 'ontobench',
        ONTOBENCH_OIDC_PROVIDER_NAME: 'Acme ID',
        ONTOBENCH_BLOCKED_ROUTES: ' fca, dmn ,',
      },
      ROOT,
    );
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      dataDir: path.resolve('/var/lib/ontobench'),
      databaseUrl: 'postgres://u:p@db/ontobench',
      // Relative paths are taken from the current directory.
      webRoot: path.resolve('web'),
      branding: {
        customerName: 'Acme',
        defaultTitle: 'Acme Knowledge',
        brandColor: '#a1b2c3',
        logoUrl: '/branding/logo.svg',
        faviconUrl: 'https://cdn.example.com/favicon.ico',
        stylesUrl: 'http://intranet/acme.css',
      },
      demo: 'off',
      recreate: true,
      trustProxy: ['10.0.0.5', '192.168.0.0/16', 'loopback'],
      registrationEnabled: false,
      compression: false,
      registrationsPerAddress: 60,
      licence: { customer: 'Acme', userLimit: 25, expiresAt: '2027-01-31' },
      debugKey: 'ab'.repeat(32),
      oidc: { issuer: 'https://id.example.com/realms/acme', clientId: 'ontobench', providerName: 'Acme ID' },
      blockedRoutes: ['fca', 'dmn'],
    });
  });

  it.each(['red', '#fff', '#12345g', '1f6f43', '#1f6f43ff'])('rejects the brand colour %s', (colour) => {
    expect(() => parseConfig({ ONTOBENCH_BRAND_COLOR: colour }, ROOT)).toThrow(ConfigError);
    expect(() => parseConfig({ ONTOBENCH_BRAND_COLOR: colour }, ROOT)).toThrow(/ONTOBENCH_BRAND_COLOR.*#rrggbb/);
  });

  it.each(['0', '-3', '2.5', 'many'])('rejects %s registrations per address', (count) => {
    expect(() => parseConfig({ ONTOBENCH_REGISTRATIONS_PER_ADDRESS: count }, ROOT)).toThrow(
      `ONTOBENCH_REGISTRATIONS_PER_ADDRESS must be a whole number from 1 up, got "${count}".`,
    );
  });

  it.each(['0', '65536', 'http', '80.5', '-1', '8080abc'])('rejects the port %s', (port) => {
    expect(() => parseConfig({ PORT: port }, ROOT)).toThrow(`PORT must be a number from 1 to 65535, got "${port}".`);
  });

  it.each(['javascript:alert(1)', 'logo.svg', '//evil.example/x.css', 'data:image/png;base64,AA'])(
    'rejects the branding address %s',
    (url) => {
      expect(() => parseConfig({ ONTOBENCH_STYLES_URL: url }, ROOT)).toThrow(/ONTOBENCH_STYLES_URL must be/);
    },
  );
});

describe('ONTOBENCH_DEMO, ONTOBENCH_TRUST_PROXY and ONTOBENCH_COMPRESSION', () => {
  it('compresses unless told off, and says what it takes', () => {
    expect(parseConfig({ ONTOBENCH_COMPRESSION: 'on' }, ROOT).compression).toBe(true);
    expect(parseConfig({ ONTOBENCH_COMPRESSION: 'no' }, ROOT).compression).toBe(false);
    expect(() => parseConfig({ ONTOBENCH_COMPRESSION: 'gzip' }, ROOT)).toThrow(
      'ONTOBENCH_COMPRESSION must be on or off, got "gzip".',
    );
  });

  it('reads the demo as auto (unset), on or off', () => {
    expect(parseConfig({ ONTOBENCH_DEMO: 'auto' }, ROOT).demo).toBe('auto');
    expect(parseConfig({ ONTOBENCH_DEMO: 'on' }, ROOT).demo).toBe('on');
    expect(parseConfig({ ONTOBENCH_DEMO: 'yes' }, ROOT).demo).toBe('on');
    expect(parseConfig({ ONTOBENCH_DEMO: 'OFF' }, ROOT).demo).toBe('off');
  });

  it('trusts no proxy unless addresses are given', () => {
    expect(parseConfig({ ONTOBENCH_TRUST_PROXY: 'off' }, ROOT).trustProxy).toEqual([]);
    expect(parseConfig({ ONTOBENCH_TRUST_PROXY: '::1, fd00::/8' }, ROOT).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it.each(['on', 'true', '1', '2', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/9', '*'])(
    'refuses ONTOBENCH_TRUST_PROXY=%s (it would believe anyone’s X-Forwarded-For, or is no address)',
    (value) => {
      expect(() => parseConfig({ ONTOBENCH_TRUST_PROXY: value }, ROOT)).toThrow(
        /^ONTOBENCH_TRUST_PROXY must be off or the reverse proxies' addresses/,
      );
    },
  );
});

describe('start-up message', () => {
  it('shows local binds as localhost and others as they are', () => {
    expect(displayUrl('127.0.0.1', 8080)).toBe('http://localhost:8080');
    expect(displayUrl('0.0.0.0', 80)).toBe('http://localhost:80');
    expect(displayUrl('10.1.2.3', 8080)).toBe('http://10.1.2.3:8080');
    expect(displayUrl('fe80::1', 8080)).toBe('http://[fe80::1]:8080');
  });

  it('never prints the database address', () => {
    expect(storeDescription('embedded', '/data')).toBe('embedded PostgreSQL in /data');
    expect(storeDescription('postgres', '/data')).toBe('PostgreSQL (DATABASE_URL)');
  });

  it('refuses a switch that is neither on nor off, and a malformed debug key', () => {
    expect(() => parseConfig({ ONTOBENCH_DEMO: 'maybe' }, ROOT)).toThrow(/ONTOBENCH_DEMO must be on or off/);
    expect(() => parseConfig({ ONTOBENCH_DEBUG_KEY: 'short' }, ROOT)).toThrow(/64 hex digits/);
    expect(() => parseConfig({ ONTOBENCH_LICENSE_USERS: 'many' }, ROOT)).toThrow(/ONTOBENCH_LICENSE_USERS/);
  });
});

describe('the default data folder (docs/store.md, "Running as root")', () => {
  it('is .data in the repository, unless the server runs as root under a folder closed to others', () => {
    const open = tempFolder('ontobench-config-');
    try {
      const closed = path.join(open, 'closed');
      fs.mkdirSync(path.join(closed, 'repo'), { recursive: true, mode: 0o700 });
      fs.chmodSync(closed, 0o700);
      const openRepo = path.join(open, 'repo');
      fs.mkdirSync(openRepo, { mode: 0o755 });
      expect(defaultDataDir(openRepo, true)).toBe(path.join(openRepo, '.data'));
      expect(defaultDataDir(path.join(closed, 'repo'), false)).toBe(path.join(closed, 'repo', '.data'));
      expect(defaultDataDir(path.join(closed, 'repo'), true)).toBe('/var/lib/ontobench');
    } finally {
      fs.rmSync(open, { recursive: true, force: true });
    }
  });
});
