import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** A provider's signing key made in the test, and ID tokens signed with it (test helper). */
export interface TestProviderKeys {
  /** What the verifier checks against (the provider's JWKS). */
  keys: JWTVerifyGetKey;
  jwks: { keys: Record<string, unknown>[] };
  sign(claims: JWTPayload, options?: { expiresAt?: Date; issuedAt?: Date }): Promise<string>;
}

export const TEST_ISSUER = 'https://id.example.test';
export const TEST_CLIENT_ID = 'ontobench-test';

export async function testProviderKeys(kid = 'key-1'): Promise<TestProviderKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const jwks = { keys: [jwk] };
  return {
    keys: createLocalJWKSet(jwks),
    jwks,
    async sign(claims, options = {}) {
      const issuedAt = options.issuedAt ?? new Date();
      const expiresAt = options.expiresAt ?? new Date(issuedAt.getTime() + 5 * 60_000);
      return new SignJWT({ iss: TEST_ISSUER, aud: TEST_CLIENT_ID, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(privateKey);
    },
  };
}
