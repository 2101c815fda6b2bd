import { Field, Input } from '@fluentui/react-components';
import { FormDialog, useT } from '@ontobench/sdk';
import { useState } from 'react';
import { isSafeImageSrc } from '../../../common/content/safe-url.ts';

export interface ImageDialogProps {
  onInsert(src: string, alt: string): void;
  onClose(): void;
}

/** The image dialog: a picture by its http(s): address, with a description. */
export function ImageDialog({ onInsert, onClose }: ImageDialogProps) {
  const { t } = useT();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  return (
    <FormDialog
      title={t('editor.image.title')}
      submitLabel={t('editor.image.insert')}
      cancelLabel={t('editor.image.cancel')}
      failureHeading={t('editor.image.title')}
      testId="editor-image-dialog"
      onClose={onClose}
      onSubmit={() => {
        const value = src.trim();
        if (!isSafeImageSrc(value)) return { src: t('editor.image.invalid') };
        onInsert(value, alt.trim());
      }}
    >
      {(field) => (
        <>
          <Field label={t('editor.image.url')} {...field.props('src')}>
            <Input value={src} onChange={(_, d) => setSrc(d.value)} data-testid="editor-image-url" />
          </Field>
          <Field label={t('editor.image.alt')}>
            <Input value={alt} onChange={(_, d) => setAlt(d.value)} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
