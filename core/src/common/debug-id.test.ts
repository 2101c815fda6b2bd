import { describe, expect, it } from 'vitest';
import {
  DebugIdError,
  decryptDebugInfo,
  encryptDebugInfo,
  generateDebugKey,
  isDebugKey,
  type LicenceInfo,
} from './debug-id.ts';

const INFO: LicenceInfo = {
  customer: 'ООО «Ромашка»',
  userLimit: 10,
  usersCount: 12,
  userLimitExceeded: true,
  expiresAt: '2030-12-31',
};

/** Changes one base64url character of part `index` (0 = iv, 1 = ciphertext) to another valid one. */
function alter(value: string, index: 0 | 1, at = 3): string {
  const parts = value.split('.');
  const part = parts[index]!;
  const swapped = part[at] === 'A' ? 'B' : 'A';
  parts[index] = part.slice(0, at) + swapped + part.slice(at + 1);
  return parts.join('.');
}

describe('debug id', () => {
  it('round-trips licence information, Cyrillic included', async () => {
    const key = generateDebugKey();
    const header = await encryptDebugInfo(INFO, key);
    expect(header).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(header).not.toContain('Ромашка');
    expect(await decryptDebugInfo(header, key)).toEqual(INFO);
    // The key may arrive in upper case from an environment variable.
    expect(await decryptDebugInfo(header, key.toUpperCase())).toEqual(INFO);
  });

  it('uses a fresh IV every time, so equal information does not give equal headers', async () => {
    const key = generateDebugKey();
    const [first, second] = await Promise.all([encryptDebugInfo(INFO, key), encryptDebugInfo(INFO, key)]);
    expect(first.split('.')[0]).not.toBe(second!.split('.')[0]);
    expect(first).not.toBe(second);
  });

  it('detects an altered ciphertext or IV', async () => {
    const key = generateDebugKey();
    const header = await encryptDebugInfo(INFO, key);
    await expect(decryptDebugInfo(alter(header, 1), key)).rejects.toThrow(DebugIdError);
    await expect(decryptDebugInfo(alter(header, 0), key)).rejects.toThrow(/wrong key or altered/);
    // Cutting off the authentication tag.
    const [iv, sealed] = header.split('.') as [string, string];
    await expect(decryptDebugInfo(`${iv}.${sealed.slice(0, -4)}`, key)).rejects.toThrow(DebugIdError);
  });

  it('refuses another key', async () => {
    const header = await encryptDebugInfo(INFO, generateDebugKey());
    await expect(decryptDebugInfo(header, generateDebugKey())).rejects.toThrow(/wrong key or altered/);
  });

  it('refuses malformed values and malformed keys', async () => {
    const key = generateDebugKey();
    for (const value of ['', 'abc', 'a.b.c', '!!!.???', 'AAAAAAAAAAAAAAAA.AAAA']) {
      await expect(decryptDebugInfo(value, key)).rejects.toThrow(/Not a debug id/);
    }
    await expect(encryptDebugInfo(INFO, 'short')).rejects.toThrow(/64 hex digits/);
    await expect(decryptDebugInfo('x.y', 'z'.repeat(64))).rejects.toThrow(/64 hex digits/);
    expect(isDebugKey(key)).toBe(true);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(isDebugKey('0'.repeat(63))).toBe(false);
  });
});
