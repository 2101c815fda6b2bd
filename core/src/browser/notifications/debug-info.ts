import type { Session } from '../services/shell-contracts.ts';

/** The debug info of spec shell.md §8 sent with every error report. */
export interface DebugInfo {
  url: string;
  userId: string | null;
  isAdmin: boolean;
  isBetaTester: boolean;
  tabSessionId: string | null;
  versions: { app: string; frontend: string; backend: string | null };
  /** Enabled extensions and plugins, as `id@version`. */
  plugins: string[];
  screen: string;
  userAgent: string;
}

export interface DebugInfoInput {
  session: Pick<Session, 'user' | 'tabSessionId'> | undefined;
  appVersion: string;
  frontendVersion: string;
  backendVersion: string | undefined;
  plugins: readonly { id: string; version: string }[];
  location: Pick<Location, 'href'>;
  screen: Pick<Screen, 'width' | 'height'> | undefined;
  userAgent: string;
}

export function debugInfo(input: DebugInfoInput): DebugInfo {
  const user = input.session?.user;
  return {
    url: input.location.href,
    userId: user?.id ?? null,
    isAdmin: user?.isAdmin ?? false,
    isBetaTester: user?.isBetaTester ?? false,
    tabSessionId: input.session?.tabSessionId ?? null,
    versions: { app: input.appVersion, frontend: input.frontendVersion, backend: input.backendVersion ?? null },
    plugins: input.plugins.map((plugin) => `${plugin.id}@${plugin.version}`),
    screen: input.screen ? `${input.screen.width}x${input.screen.height}` : 'unknown',
    userAgent: input.userAgent,
  };
}
