import type { ReactNode } from 'react';
import { FormDialog, useT, type FormDialogField, type FormDialogProblems } from '@ontobench/sdk';

/**
 * The frame of the map's create dialogs, on the SDK's FormDialog: a title, its fields, submit / cancel.
 * `onSubmit` returns the problems to show (the form's own check: one text, or a text per field, shown at
 * the field) or runs the creation, whose refusal is shown translated, as the lists show theirs.
 */
export function TermDialog(props: {
  title: string;
  submitLabel?: string;
  children: ReactNode | ((field: FormDialogField) => ReactNode);
  testId: string;
  onClose(): void;
  onSubmit(): FormDialogProblems | null | Promise<void>;
}) {
  const { t } = useT();
  return (
    <FormDialog
      title={props.title}
      submitLabel={props.submitLabel ?? t('maps.create.submit')}
      cancelLabel={t('maps.create.cancel')}
      failureHeading={t('maps.create.failed')}
      testId={props.testId}
      submitTestId="map-create-submit"
      onClose={props.onClose}
      onSubmit={props.onSubmit}
    >
      {props.children}
    </FormDialog>
  );
}
