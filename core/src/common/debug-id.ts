/**
 * The `x-debug-id` response header (spec shell.md §4): licence information, encrypted, on every reply.
 * The browser decrypts it and shows a persistent notice when the user limit is exceeded.
 *
 * NOT A SECURITY BOUNDARY. The browser must decrypt the header, so the key is handed to every browser
 * in `/env.json`. The encryption only keeps licence data from casual eyes (a glance at the network
 * tab); anyone who looks at the environment document can read it. Never put a secret in here.
 *
 * Browser and server share this file, so it uses only Web APIs (`globalThis.crypto.subtle`, `btoa`,
 * `TextEncoder`), which Node 20 and every supported browser have.
 */

export const DEBUG_ID_HEADER = 'x-debug-id';

/** What the header carries once decrypted. */
export interface LicenceInfo {
  /** Who the licence was issued to. */
  customer: string;
  /** Users allowed by the licence; null = unlimited. */
  userLimit: number | null;
  /** Users in the store (instances of the User class), counted at most every 30 s. */
  usersCount: number;
  /** usersCount > userLimit: the browser shows the persistent licence notice (spec shell.md §8). */
  userLimitExceeded: boolean;
  /** The last day of the licence, YYYY-MM-DD; null = no expiry. */
  expiresAt: string | null;
}

/** The header could not be decrypted: wrong key, altered in transit, or not a debug id at all. */
export class DebugIdError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DebugIdError';
  }
}

const IV_BYTES = 12;
/** AES-GCM appends a 16-byte authentication tag to the ciphertext. */
const TAG_BYTES = 16;
const KEY_HEX = /^[0-9a-f]{64}$/i;

/** 32 random bytes as 64 hex digits: a fresh AES-256 key. */
export function generateDebugKey(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

export function isDebugKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_HEX.test(value);
}

/**
 * AES-256-GCM with a fresh random 96-bit IV; the result is `base64url(iv).base64url(ciphertext+tag)`,
 * safe in a header as it is.
 */
export async function encryptDebugInfo(info: LicenceInfo, keyHex: string): Promise<string> {
  const key = await importKey(keyHex);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(info));
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/**
 * The inverse of `encryptDebugInfo`. Rejects with DebugIdError when the value is malformed, was
 * encrypted with another key, or was altered (GCM authenticates every bit), and when what it decrypts
 * to is not licence information.
 */
export async function decryptDebugInfo(headerValue: string, keyHex: string): Promise<LicenceInfo> {
  const key = await importKey(keyHex);
  const parts = headerValue.split('.');
  const iv = parts.length === 2 ? fromBase64Url(parts[0]!) : null;
  const sealed = parts.length === 2 ? fromBase64Url(parts[1]!) : null;
  if (!iv || !sealed || iv.length !== IV_BYTES || sealed.length < TAG_BYTES) {
    throw new DebugIdError('Not a debug id: expected base64url(iv).base64url(ciphertext)');
  }
  let plain: ArrayBuffer;
  try {
    plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed);
  } catch (error) {
    throw new DebugIdError('The debug id does not decrypt with this key (wrong key or altered value)', {
      cause: error,
    });
  }
  let info: unknown;
  try {
    info = JSON.parse(new TextDecoder().decode(plain));
  } catch (error) {
    throw new DebugIdError('The debug id does not hold JSON', { cause: error });
  }
  if (!isLicenceInfo(info)) throw new DebugIdError('The debug id does not hold licence information');
  return info;
}

function isLicenceInfo(value: unknown): value is LicenceInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.customer === 'string' &&
    (info.userLimit === null || typeof info.userLimit === 'number') &&
    typeof info.usersCount === 'number' &&
    typeof info.userLimitExceeded === 'boolean' &&
    (info.expiresAt === null || typeof info.expiresAt === 'string')
  );
}

/** Importing is the slow part; a page decrypts every reply with the same key. */
const keys = new Map<string, Promise<CryptoKey>>();

function importKey(keyHex: string): Promise<CryptoKey> {
  if (!isDebugKey(keyHex)) {
    return Promise.reject(new DebugIdError('A debug key is 64 hex digits (32 bytes, AES-256)'));
  }
  const normalized = keyHex.toLowerCase();
  let key = keys.get(normalized);
  if (!key) {
    key = globalThis.crypto.subtle.importKey('raw', fromHex(normalized), 'AES-GCM', false, ['encrypt', 'decrypt']);
    // A failed import is not remembered, so it is retried rather than failing forever.
    key.catch(() => keys.delete(normalized));
    keys.set(normalized, key);
  }
  return key;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null when `text` is not unpadded base64url. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
