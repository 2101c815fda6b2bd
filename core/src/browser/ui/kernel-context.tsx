import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { ServiceToken } from '../kernel/tokens.ts';

/** The shell's container; `useService` reads it (and ContributionIcon, which must render outside it too). */
export const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The service bound under a token. Throws when used outside the shell or when nothing is bound. */
export function useService<T>(token: ServiceToken<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService must be used inside the Ontobench shell');
  return container.get(token);
}

/** The id of the extension whose UI is rendering; translations default to its namespace. */
export const ExtensionIdContext = createContext<string | null>(null);

export function useExtensionId(): string | null {
  return useContext(ExtensionIdContext);
}
