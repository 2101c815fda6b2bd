import { Button, Field, Input } from '@fluentui/react-components';
import { FormDialog, useT } from '@ontobench/sdk';
import { useState } from 'react';
import { isSafeLinkHref } from '../../../common/content/safe-url.ts';

export interface LinkDialogProps {
  /** The link at the cursor, when there is one. */
  initial: string;
  onApply(href: string): void;
  onRemove(): void;
  onClose(): void;
}

/** The link dialog: an address that is http(s):, mailto: or an in-app path, or the link removed. */
export function LinkDialog({ initial, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useT();
  const [href, setHref] = useState(initial);
  return (
    <FormDialog
      title={t('editor.link.title')}
      submitLabel={t('editor.link.apply')}
      cancelLabel={t('editor.link.cancel')}
      failureHeading={t('editor.link.title')}
      testId="editor-link-dialog"
      onClose={onClose}
      onSubmit={() => {
        const value = href.trim();
        if (!isSafeLinkHref(value)) return { href: t('editor.link.invalid') };
        onApply(value);
      }}
      footer={
        initial ? (
          <Button appearance="subtle" onClick={onRemove}>
            {t('editor.link.remove')}
          </Button>
        ) : undefined
      }
    >
      {(field) => (
        <Field label={t('editor.link.url')} hint={t('editor.link.hint')} {...field.props('href')}>
          <Input value={href} onChange={(_, d) => setHref(d.value)} data-testid="editor-link-url" />
        </Field>
      )}
    </FormDialog>
  );
}
