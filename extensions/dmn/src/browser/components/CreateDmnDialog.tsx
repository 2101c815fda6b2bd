import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT } from '@ontobench/sdk';
import type { DmnDto } from '../../common/api.ts';
import { createTable } from '../api.ts';

/** A new decision table: its name and, optionally, the system name processes call it by (domain.md §3). */
export function CreateDmnDialog(props: { onClose: () => void; onCreated: (table: DmnDto) => void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [name, setName] = useState('');
  const [systemName, setSystemName] = useState('');
  return (
    <FormDialog
      title={t('create.title')}
      submitLabel={t('create.submit')}
      failureHeading={t('create.failed')}
      onClose={props.onClose}
      testId="dmn-create-dialog"
      submitTestId="dmn-create-submit"
      onSubmit={() =>
        name.trim()
          ? createTable(http, { name: name.trim(), systemName: systemName.trim() }).then(props.onCreated)
          : { name: t('create.nameRequired') }
      }
    >
      {(field) => (
        <>
          <Field label={t('create.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="dmn-create-name" />
          </Field>
          <Field label={t('create.systemName')} hint={t('create.systemNameHint')} {...field.props('systemName')}>
            <Input
              value={systemName}
              onChange={(_, d) => setSystemName(d.value)}
              data-testid="dmn-create-system-name"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
