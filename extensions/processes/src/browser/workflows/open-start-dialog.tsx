import { Services, type ExtensionContext } from '@ontobench/sdk';
import { StartOnObjectDialog } from './components/StartOnObjectDialog.tsx';

/**
 * Opens "start a workflow on this object" from the command's handler, in the shell's dialog host (the
 * shell's providers, the area's texts and error boundary). A lazy chunk: the entry bundle stays small.
 */
export function openStartOnObject(ctx: ExtensionContext, objectId: string): void {
  ctx.getService(Services.Dialogs).open(StartOnObjectDialog, { objectId }, { extensionId: ctx.id });
}
