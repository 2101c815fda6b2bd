import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { GetDataReply } from '../../common/data-api.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { createTestKernel } from '../kernel/test-kernel.ts';
import type { CurrentUser, DataClient, Session } from '../services/shell-contracts.ts';
import { memoryStorage, type KeyValueStorage } from '../services/storage.ts';
import { ContainerProvider } from '../ui/kernel-context.tsx';

/** A signed-in session for tests; `admin` decides the flag. */
export function fakeSession(admin: boolean): Session {
  const user: CurrentUser = {
    id: 'u-1',
    name: 'Тест',
    email: 't@example.org',
    app: 'onto',
    isAdmin: admin,
    isBetaTester: false,
    licenseExpirationDate: null,
    disabledRoutes: [],
    enabledRoutes: [],
    hiddenComponents: [],
    deleteAccountRequestDate: null,
  };
  // Cast: the session contract may grow while this fake stays the same; the chrome reads only these.
  const session: Partial<Session> = {
    status: 'signed-in',
    user,
    isAdmin: admin,
    token: 't',
    dataSessionId: 's',
    tabSessionId: 'tab',
    signOut: async () => {},
  };
  return session as Session;
}

/** A data client whose calls are recorded; getData answers with `reply(query)`. */
export function fakeData(reply: (query: unknown) => GetDataReply = () => ({ rows: [], count_rows: 0 })) {
  const calls: { act: string; body: unknown }[] = [];
  const client: DataClient = {
    getData: async (query) => {
      calls.push({ act: 'get_data', body: query });
      return reply(query);
    },
    getForm: async () => ({ fields: [] }),
    setData: async (operations) => {
      calls.push({ act: 'set_data', body: operations });
      return {
        ok: true,
        results: operations.map((o) => ({ op: o.op, inst: 'inst' in o ? (o.inst ?? 'new') : 'new' })),
      };
    },
    execute: async () => undefined as never,
  };
  return { client, calls };
}

/** A kernel with the session and data fakes bound (rebinding whatever the session area bound). */
export function chromeKernel(options: { admin?: boolean; data?: DataClient; storage?: KeyValueStorage } = {}) {
  const kernel = createTestKernel(options.storage ?? memoryStorage());
  const { container } = kernel;
  if (container.isBound(CORE_TOKENS.Session)) container.unbind(CORE_TOKENS.Session);
  container.bind(CORE_TOKENS.Session).toConstantValue(fakeSession(options.admin ?? false));
  if (options.data) {
    if (container.isBound(CORE_TOKENS.Data)) container.unbind(CORE_TOKENS.Data);
    container.bind(CORE_TOKENS.Data).toConstantValue(options.data);
  }
  return kernel;
}

/** Renders UI with the kernel's services, translations, Fluent and a memory router. */
export function renderWithKernel(kernel: ReturnType<typeof createTestKernel>, ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ContainerProvider container={kernel.container}>
      <I18nextProvider i18n={kernel.container.get(CORE_TOKENS.I18n)}>
        <FluentProvider theme={webLightTheme}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </FluentProvider>
      </I18nextProvider>
    </ContainerProvider>,
  );
  return { ...result, location };
}

export { disableWebAnimations } from '../testing/web-animations.ts';
