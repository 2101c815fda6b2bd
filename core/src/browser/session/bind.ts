import type { Container } from 'inversify';

/** Binds the session area's services under their CORE_TOKENS. */
export function bindSessionServices(container: Container): void {
  void container;
}
