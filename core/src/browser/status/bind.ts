import type { Container } from 'inversify';

/** Binds the status area's services under their CORE_TOKENS. */
export function bindStatusServices(container: Container): void {
  void container;
}
