import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const ROOT = '/srv/ontobench';
const oidcOf = (env: Record<string, string>) => parseConfig(env, ROOT).oidc;

describe('parseConfig: the OpenID Connect provider (ONTOBENCH_OIDC_*)', () => {
  it('is off without an issuer', () => {
    expect(oidcOf({})).toBeNull();
  });

  it('names the provider by its host unless a name is given', () => {
    expect(oidcOf({ ONTOBENCH_OIDC_ISSUER: 'https://id.example.com', ONTOBENCH_OIDC_CLIENT_ID: 'app' })).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'app',
      providerName: 'id.example.com',
    });
  });

  it('allows plain http only on a loopback host (a provider started for a test)', () => {
    expect(oidcOf({ ONTOBENCH_OIDC_ISSUER: 'http://127.0.0.1:9100', ONTOBENCH_OIDC_CLIENT_ID: 'app' })?.issuer).toBe(
      'http://127.0.0.1:9100',
    );
    expect(() => oidcOf({ ONTOBENCH_OIDC_ISSUER: 'http://id.example.com', ONTOBENCH_OIDC_CLIENT_ID: 'app' })).toThrow(
      /ONTOBENCH_OIDC_ISSUER must be the provider's https address/,
    );
  });

  it.each(['id.example.com', 'ftp://id.example.com', 'https://id.example.com/?x=1', 'https://id.example.com/#a'])(
    'rejects the issuer %s',
    (issuer) => {
      expect(() => oidcOf({ ONTOBENCH_OIDC_ISSUER: issuer, ONTOBENCH_OIDC_CLIENT_ID: 'app' })).toThrow(ConfigError);
    },
  );

  it('needs the client id with an issuer, and an issuer with a client id', () => {
    expect(() => oidcOf({ ONTOBENCH_OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      'ONTOBENCH_OIDC_CLIENT_ID is required with ONTOBENCH_OIDC_ISSUER.',
    );
    expect(() => oidcOf({ ONTOBENCH_OIDC_CLIENT_ID: 'app' })).toThrow(
      'ONTOBENCH_OIDC_CLIENT_ID is set but ONTOBENCH_OIDC_ISSUER is not.',
    );
  });
});
