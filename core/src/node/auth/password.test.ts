import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, verifyAgainstDummy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt with its parameters, a 16-byte salt and a 64-byte hash', async () => {
    const stored = await hashPassword('correct horse');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('treats the composed and decomposed forms of a letter as the same password', async () => {
    const composed = 'Пароль-й-1';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('verifies hashes made with other (older) parameters', async () => {
    const stored = await hashPassword('x');
    const [, , , , salt] = stored.split('$');
    // Same salt, cheaper cost: a different hash that must still be checked with its own parameters.
    const { scryptSync } = await import('node:crypto');
    const cheap = scryptSync('x', Buffer.from(salt!, 'base64'), 32, { N: 1024, r: 8, p: 1 }).toString('base64');
    expect(await verifyPassword('x', `scrypt$1024$8$1$${salt}$${cheap}`)).toBe(true);
    expect(await verifyPassword('y', `scrypt$1024$8$1$${salt}$${cheap}`)).toBe(false);
  });

  it.each([
    '',
    'plain-text-password',
    'bcrypt$10$abc',
    'scrypt$16384$8$1$c2FsdHNhbHRzYWx0',
    'scrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaA==$extra',
    'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$16384$0$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$16384$8$x$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$1048576$64$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$16384$8$1$!!!$aGFzaGhhc2hoYXNoaGFzaA==',
    'scrypt$16384$8$1$c2FsdHNhbHRzYWx0$',
    'scrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaA==',
  ])('rejects the malformed stored string %j', async (stored) => {
    expect(parsePasswordHash(stored)).toBeNull();
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('parses what it writes', async () => {
    expect(parsePasswordHash(await hashPassword('x'))).toMatchObject({ N: 16384, r: 8, p: 1 });
  });

  it('spends a real check on the dummy and never matches', async () => {
    const started = performance.now();
    expect(await verifyAgainstDummy('whatever')).toBe(false);
    expect(await verifyAgainstDummy('')).toBe(false);
    // scrypt with N=16384, r=8 cannot finish in under a millisecond: the work really happens.
    expect(performance.now() - started).toBeGreaterThan(1);
  });
});
