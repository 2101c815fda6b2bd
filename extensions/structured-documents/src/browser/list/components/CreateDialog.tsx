import { useState } from 'react';
import { Field, Select } from '@fluentui/react-components';
import { CreateObjectDialog, Services, useLoad, useService, useT, type NewObject } from '@ontobench/sdk';
import { SDOC_CLASS } from '../../../common/classes.ts';
import { loadClassChoices } from '../../builder/builder-api.ts';

/**
 * "Create document": asks for the name, the class's obligatory fields and, when the builder has classes,
 * the document class (none: every component kind); `onCreate` makes the document of that class.
 */
export function CreateDialog(props: {
  onClose(): void;
  onCreate(request: NewObject, classId: string | null): Promise<void>;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [classId, setClassId] = useState('');
  // Without classes (or when they do not load) the dialog asks for the name alone.
  const choices = useLoad('sdoc-class-choices', (signal) => loadClassChoices(http, signal).catch(() => []));
  const classes = choices.status === 'ready' ? choices.value : [];
  return (
    <CreateObjectDialog
      classId={SDOC_CLASS.StructuredDocument}
      textKeys="list.create"
      testIdPrefix="sdoc"
      onClose={props.onClose}
      onCreate={(request) => props.onCreate(request, classId || null)}
      extraFields={
        classes.length > 0 && (
          <Field label={t('list.create.documentClass')} hint={t('list.create.documentClassHint')}>
            <Select value={classId} onChange={(_, d) => setClassId(d.value)} data-testid="sdoc-create-class">
              <option value="">{t('list.create.noClass')}</option>
              {classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
        )
      }
    />
  );
}
