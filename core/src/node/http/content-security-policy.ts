import type { RuntimeEnvironment } from '../../common/environment.ts';

/**
 * The Content-Security-Policy of the app's pages (docs/security.md, "Headers and the browser's trust
 * model"). Scripts come from this origin only (the app's chunks, the shared modules and the uploaded
 * plugins under /plugins/), plus the one inline import map, allowed by its hash; no inline script, no
 * eval. Styles allow inline: Fluent UI (griffel) writes its rules into <style> elements at run time.
 */
export function appPolicy(sources: PolicySources): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', [SELF]],
    ['script-src', [SELF, ...sources.scriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', [SELF, "'unsafe-inline'", ...sources.styleOrigins]],
    // https: documents' and structured documents' pictures from the web (docs/security.md, "Images").
    ['img-src', [SELF, 'data:', 'blob:', 'https:', ...sources.imageOrigins]],
    ['font-src', [SELF, 'data:', ...sources.styleOrigins]],
    // 'self' covers the realtime socket's ws:/wss: on this host (CSP Level 3).
    ['connect-src', [SELF, ...sources.connectOrigins]],
    ['worker-src', [SELF]],
    ['object-src', [NONE]],
    ['base-uri', [NONE]],
    ['form-action', [SELF]],
    ['frame-ancestors', [NONE]],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
}

/**
 * Everything else the server answers (JSON, downloads, images): nothing in it may run or load, even
 * when a browser is tricked into rendering it as a page.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export interface PolicySources {
  /** `sha256-<base64>` of each inline script the page may run: the import map. */
  scriptHashes: readonly string[];
  /** The identity provider the browser signs in with (discovery, token endpoint). */
  connectOrigins: readonly string[];
  /** Where a customer's logo and favicon live, when not on this origin. */
  imageOrigins: readonly string[];
  /** Where a customer's stylesheet lives (its fonts and images come along). */
  styleOrigins: readonly string[];
}

/** The other origins the configuration names: the OIDC issuer and the branding files. */
export function configuredOrigins(environment: RuntimeEnvironment): Omit<PolicySources, 'scriptHashes'> {
  const { branding } = environment;
  const styleOrigins = originsOf([branding.stylesUrl]);
  return {
    connectOrigins: originsOf([environment.oidc?.issuer]),
    imageOrigins: [...originsOf([branding.logoUrl, branding.faviconUrl]), ...styleOrigins],
    styleOrigins,
  };
}

const SELF = "'self'";
const NONE = "'none'";

/**
 * The origin of each absolute http(s) address; same-origin paths need nothing. The origin, not the
 * full address: a provider's token endpoint sits beside its issuer path, not under it.
 */
function originsOf(addresses: readonly (string | null | undefined)[]): string[] {
  const origins: string[] = [];
  for (const address of addresses) {
    if (!address || !/^https?:\/\//i.test(address)) continue;
    try {
      origins.push(new URL(address).origin);
    } catch {
      // The configuration checks addresses at start-up; an unreadable one adds nothing.
    }
  }
  return origins;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
