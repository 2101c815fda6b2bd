import { Services, type ExtensionContext } from '@ontobench/sdk';
import { ExportDialog } from './ExportDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';

/**
 * Opens an exchange dialog from a command handler, in the shell's dialog host: the dialog renders inside
 * the shell's providers (brand theme, texts, services, the ontology area's error boundary). This module
 * is a lazy chunk: the entry bundle stays small.
 */
export function openImportDialog(ctx: ExtensionContext): void {
  const dialogs = ctx.getService(Services.Dialogs);
  const opened = dialogs.open(
    ImportDialog,
    {
      onExport: (ontologyId: string) => {
        opened.close();
        openExportDialog(ctx, ontologyId);
      },
    },
    { extensionId: ctx.id },
  );
}

export function openExportDialog(ctx: ExtensionContext, ontologyId: string): void {
  ctx.getService(Services.Dialogs).open(ExportDialog, { ontologyId }, { extensionId: ctx.id });
}
