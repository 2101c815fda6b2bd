import { useState } from 'react';
import { Checkbox, Field, Input } from '@fluentui/react-components';
import { FormDialog, useT } from '@ontobench/sdk';

/** "Publish": the publication's name and whether anyone may read it without signing in (§3 isPublic). */
export function PublishDialog(props: {
  onClose(): void;
  onPublish(input: { name: string; isPublic: boolean }): Promise<void>;
}) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [isPublic, setPublic] = useState(false);
  return (
    <FormDialog
      title={t('viewer.publish.title')}
      submitLabel={t('viewer.publish.submit')}
      cancelLabel={t('viewer.publish.cancel')}
      failureHeading={t('viewer.publish.failed')}
      testId="sdoc-publish-dialog"
      submitTestId="sdoc-publish-submit"
      onClose={props.onClose}
      onSubmit={() => {
        const value = name.trim();
        if (value === '') return { name: t('viewer.publish.nameRequired') };
        return props.onPublish({ name: value, isPublic });
      }}
    >
      {(field) => (
        <>
          <Field label={t('viewer.publish.name')} hint={t('viewer.publish.nameHint')} required {...field.props('name')}>
            <Input
              value={name}
              maxLength={500}
              onChange={(_, d) => {
                setName(d.value);
                field.clear('name');
              }}
              data-testid="sdoc-publish-name"
            />
          </Field>
          <Checkbox
            checked={isPublic}
            onChange={(_, d) => setPublic(d.checked === true)}
            label={t('viewer.publish.isPublic')}
            data-testid="sdoc-publish-public"
          />
        </>
      )}
    </FormDialog>
  );
}
