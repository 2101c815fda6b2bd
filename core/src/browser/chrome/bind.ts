import type { Container } from 'inversify';

/** Binds the chrome area's services under their CORE_TOKENS. */
export function bindChromeServices(container: Container): void {
  void container;
}
