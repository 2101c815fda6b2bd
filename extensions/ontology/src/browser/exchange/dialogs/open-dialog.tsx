import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { Services, type ExtensionContext, type HttpClient } from '@ontobench/sdk';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { ExportDialog } from './ExportDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';

/** What a dialog needs from the shell; passed in, since it renders outside the shell's React tree. */
export interface DialogEnv {
  http: HttpClient;
  t: TFunction;
  close: () => void;
}

/**
 * Opens an exchange dialog from a command handler. Commands run outside React, and the shell has no
 * host for an extension's dialogs, so the dialog gets a small root of its own (theme and texts of the
 * shell) that is removed when it closes. This module is a lazy chunk: the entry bundle stays small.
 */
function open(ctx: ExtensionContext, render: (env: DialogEnv) => ReactNode): void {
  const host = document.createElement('div');
  host.dataset.ontologyExchangeDialog = '';
  document.body.appendChild(host);
  const root = createRoot(host);
  const theme = ctx.getService(Services.Theme);
  const i18n = ctx.getService(Services.I18n);
  const env: DialogEnv = {
    http: ctx.getService(Services.Http),
    t: i18n.getFixedT(null, ctx.id) as TFunction,
    close: () => {
      root.unmount();
      host.remove();
    },
  };
  // The shell's i18n too, so the SDK's kit (e.g. FilePicker) finds its texts in this separate root.
  root.render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={theme.mode === 'dark' ? webDarkTheme : webLightTheme}>{render(env)}</FluentProvider>
    </I18nextProvider>,
  );
}

export function openImportDialog(ctx: ExtensionContext): void {
  open(ctx, (env) => (
    <ImportDialog
      env={env}
      onExport={(id) => {
        env.close();
        openExportDialog(ctx, id);
      }}
    />
  ));
}

export function openExportDialog(ctx: ExtensionContext, ontologyId: string): void {
  open(ctx, (env) => <ExportDialog env={env} ontologyId={ontologyId} />);
}
