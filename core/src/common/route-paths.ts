/**
 * Browser route paths as the router (wouter) reads them: static segments, `:name` parameters,
 * `:name?` optional ones and a final `*`. Used by the server to keep a runtime plugin's route from
 * taking an address that already belongs to the app (spec domain.md §5: "Plugin routes may not
 * duplicate an existing path").
 */

/**
 * The shell's own pages (spec shell.md §2; core/src/browser/session, session/oidc and status). A unit
 * test checks this list against the shell's route contributions.
 */
export const SHELL_ROUTE_PATHS: readonly string[] = [
  '/osa-auth/login',
  '/osa-auth/register',
  '/osa-auth/password-reset',
  '/login',
  '/access-denied',
  '/user_profile',
  '/oidc-signin-callback',
  '/maintenance-mode',
  '/limited-operation-mode',
];

type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'rest' };

/**
 * Whether some address matches both patterns: `/ontologies/:map_id` and `/ontologies/:id` do, so do
 * `/Ontologies/` and `/ontologies` (the router ignores case and a trailing slash), `/fact-explorer/:x?`
 * and `/fact-explorer`, and `/:anything` and `/welcome`.
 */
export function routePathsOverlap(a: string, b: string): boolean {
  return variants(a).some((left) => variants(b).some((right) => segmentsOverlap(left, right)));
}

/** Each way a pattern can be written without optional parameters: `/a/:b?` → `/a`, `/a/:b`. */
function variants(pattern: string): Segment[][] {
  const parts = pattern.split('/').filter((part) => part !== '');
  let result: Segment[][] = [[]];
  for (const part of parts) {
    if (part === '*') {
      result = result.map((v) => [...v, { kind: 'rest' }]);
    } else if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const withParam = result.map((v): Segment[] => [...v, { kind: 'param' }]);
      result = optional ? [...result, ...withParam] : withParam;
    } else {
      result = result.map((v) => [...v, { kind: 'static', text: part.toLowerCase() }]);
    }
  }
  return result;
}

function segmentsOverlap(left: readonly Segment[], right: readonly Segment[]): boolean {
  for (let i = 0; ; i++) {
    const l = left[i];
    const r = right[i];
    // A rest segment matches whatever remains of the other side (nothing included).
    if (l?.kind === 'rest' || r?.kind === 'rest') return true;
    if (!l || !r) return !l && !r;
    if (l.kind === 'static' && r.kind === 'static' && l.text !== r.text) return false;
  }
}
