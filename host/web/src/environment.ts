import { DEFAULT_BRANDING, ENVIRONMENT_PATH, type RuntimeEnvironment } from '@ontobench/core/common';

/**
 * Reads the runtime environment the server serves, so branding is never baked into the build.
 * Without it (a static preview) the product still starts, with the default branding.
 */
export async function loadEnvironment(fetchImpl: typeof fetch = fetch): Promise<RuntimeEnvironment> {
  try {
    const response = await fetchImpl(ENVIRONMENT_PATH, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${ENVIRONMENT_PATH} answered ${response.status}`);
    const body = (await response.json()) as Partial<RuntimeEnvironment>;
    return {
      // The other settings (debug key, OIDC provider, blocked routes, …) pass through as served.
      ...body,
      version: typeof body.version === 'string' ? body.version : 'unknown',
      branding: { ...DEFAULT_BRANDING, ...(body.branding ?? {}) },
    };
  } catch (error) {
    console.error('Runtime environment not available, using the default branding', error);
    return { version: 'unknown', branding: DEFAULT_BRANDING };
  }
}
