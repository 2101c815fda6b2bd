import type { ReactNode } from 'react';
import { FormDialog, useT } from '@ontobench/sdk';

/**
 * The frame of the map's create dialogs, on the SDK's FormDialog: a title, its fields, submit / cancel.
 * `onSubmit` returns a problem to show (the form's own check) or runs the creation, whose refusal is
 * shown translated, as the lists show theirs.
 */
export function TermDialog(props: {
  title: string;
  submitLabel?: string;
  children: ReactNode;
  testId: string;
  onClose(): void;
  onSubmit(): string | null | Promise<void>;
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
