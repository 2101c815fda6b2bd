import type { ServiceIdentifier } from 'inversify';

/**
 * A service token is a name, never a class: `Symbol.for` gives every copy of the SDK (a runtime
 * plugin may bundle its own types) the very same key.
 */
export type ServiceToken<T> = ServiceIdentifier<T> & symbol;

export function createToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(`ontobench.${name}`) as ServiceToken<T>;
}

/**
 * A token only the kernel holds: a fresh symbol, not a name. The kernel's full host and registries sit
 * under these, so a plugin cannot look them up by name; it gets the read-only views of `Services`.
 */
export function kernelToken<T>(name: string): ServiceToken<T> {
  return Symbol(`ontobench.kernel.${name}`) as ServiceToken<T>;
}
