export { FormDialog } from './lazy.tsx';
export type {
  FormDialogField,
  FormDialogFieldProps,
  FormDialogProblems,
  FormDialogProps,
} from './form-dialog-types.ts';
export { useErrorText, type ErrorText } from './use-error-text.ts';
