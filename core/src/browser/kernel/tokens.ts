import type { ServiceIdentifier } from 'inversify';

/**
 * A service token is a name, never a class: `Symbol.for` gives every copy of the SDK (a runtime
 * plugin may bundle its own types) the very same key.
 */
export type ServiceToken<T> = ServiceIdentifier<T> & symbol;

export function createToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(`ontobench.${name}`) as ServiceToken<T>;
}
