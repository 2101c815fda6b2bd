import type { HostAdmin, ServiceToken } from '@ontobench/sdk';

/**
 * Where this extension keeps the privileged host API for its pages. A fresh symbol, not a name (unlike
 * every shared token): only this extension's modules hold it, so the API goes no further.
 */
export const HOST_ADMIN = Symbol('extension-manager.HostAdmin') as ServiceToken<HostAdmin>;
