/** The query parameters that sign in on any URL (spec shell.md §2 route entry flow). */
export const TOKEN_QUERY_PARAMS = { jwt: 'jwtToken', sso: 'ssoToken' } as const;

export interface TokenQuery {
  kind: 'jwt' | 'sso';
  token: string;
  /** The rest of the query, without the token parameter: '' or '?a=1&b=2'. */
  rest: string;
}

/** The sign-in token in a query string, if any, and the query without it. */
export function readTokenQuery(search: string): TokenQuery | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kind = (['jwt', 'sso'] as const).find((k) => params.has(TOKEN_QUERY_PARAMS[k]));
  if (!kind) return null;
  const token = params.get(TOKEN_QUERY_PARAMS[kind])!;
  // Both are taken out: one sign-in per visit.
  params.delete(TOKEN_QUERY_PARAMS.jwt);
  params.delete(TOKEN_QUERY_PARAMS.sso);
  const rest = params.toString();
  return { kind, token, rest: rest ? `?${rest}` : '' };
}
