import type { ReactNode } from 'react';

/**
 * What a form dialog's own check found before sending: one text for the whole form (under it), or a
 * text per field name (at the field). Nothing (null, undefined, an empty record) means no problem.
 */
export type FormDialogProblems = string | Readonly<Record<string, string>>;

/** The props of a Fluent `Field` that make it a field of the dialog, spread onto it. */
export interface FormDialogFieldProps {
  'data-form-field': string;
  validationState: 'error' | 'none';
  validationMessage: string | undefined;
  onChange(): void;
}

/** What the dialog hands its fields (children as a function): their props, and clearing a problem. */
export interface FormDialogField {
  /**
   * The props of the field `name`: its problem (the dialog's own, or `own`, a live check of the
   * caller's), its name for a refusal about it. `name` is the property id where the field writes one,
   * so the server's refusal about that property shows at it.
   */
  props(name: string, own?: string | null): FormDialogFieldProps;
  /**
   * Forgets the field's problem (a picker changed without a DOM change event); without a name, the
   * problem shown under the form (the user chose again after a refusal).
   */
  clear(name?: string): void;
}

export interface FormDialogProps {
  title: ReactNode;
  submitLabel: string;
  /** Default: the shell's «Отмена» / "Cancel". */
  cancelLabel?: string;
  /** The heading of a failure shown under the form («Не удалось создать»): shell.md §8's error text. */
  failureHeading: string;
  /**
   * Runs on submit (the button or Enter). Answers the problems of its own check (nothing is sent then),
   * or a promise of the write, which may still answer problems; a thrown error or a rejection is shown
   * translated. The dialog does not close itself: the caller closes it when the write is done.
   */
  onSubmit(): FormDialogProblems | null | undefined | void | Promise<FormDialogProblems | null | undefined | void>;
  /** Cancel, Escape, or a click outside. */
  onClose(): void;
  /** The fields; a function receives what makes a Fluent `Field` one of the dialog's (`field.props(name)`). */
  children: ReactNode | ((field: FormDialogField) => ReactNode);
  /** Below the fields and the problem: read-only extras (a link, axioms). */
  footer?: ReactNode;
  /** Default true. */
  open?: boolean;
  /** The submit button is disabled (and Enter does nothing): nothing to send yet. */
  submitDisabled?: boolean;
  /** Property names by id, naming the field in a refusal shown under the form. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** The surface's maximum width in px (default 480). */
  width?: number;
  testId?: string;
  submitTestId?: string;
  /** The test id of the problem under the form (default `form-dialog-problem`). */
  problemTestId?: string;
}
