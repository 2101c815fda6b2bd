/**
 * Where to go after signing in: a path of this app only (issue 11, item 10). The value comes from the
 * address bar (`?returnTo=`) or back from the identity provider (OIDC state), so anyone can write a link
 * with it; an address on another site would make our sign-in page an open redirect.
 *
 * Accepted: a single leading `/`, no backslash and no control character or whitespace anywhere, also
 * once percent-decoded in the path (URL parsers strip tabs and newlines and read `\` as `/`, so
 * `/\t/evil.example` becomes `//evil.example`), and the path resolved against an origin stays on that
 * origin. Anything else gives `/`. The result is the resolved path, query and fragment.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return HOME;
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTER.test(value)) return HOME;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (resolved.origin !== PROBE_ORIGIN) return HOME;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(resolved.pathname);
  } catch {
    return HOME;
  }
  // `/%2F%2Fevil` or `/%5Cevil` is harmless to the history API but not to every code that decodes a
  // path and hands it on: refused as well.
  if (decodedPath.startsWith('//') || UNSAFE_CHARACTER.test(decodedPath)) return HOME;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

const HOME = '/';
const MAX_LENGTH = 2000;
/**
 * Any origin works: a same-origin path keeps whatever origin it is resolved against. A reserved name
 * (RFC 2606) makes it plain that it is never contacted.
 */
const PROBE_ORIGIN = 'https://return-path.invalid';
/** Backslash, C0/C1 controls, and every Unicode white space (which URL parsers may trim or strip). */
const UNSAFE_CHARACTER = /[\\\p{Cc}\p{White_Space}\u200b\u2060\ufeff]/u;
