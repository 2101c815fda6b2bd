import { deferred } from '../lazy/deferred.tsx';
import type { FormDialogProps } from './form-dialog-types.ts';

/** The form dialog as the SDK hands it out: a lazy chunk (Fluent's dialog is not in the first page). */
export const FormDialog = deferred<FormDialogProps>(async () => (await import('./FormDialog.tsx')).FormDialog, null);
