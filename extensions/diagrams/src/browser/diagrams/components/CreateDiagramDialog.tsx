import { useState } from 'react';
import { Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT } from '@ontobench/sdk';
import type { DiagramDto } from '../../../common/diagram/api.ts';
import type { NotationDto } from '../../../common/notation/api.ts';
import { createDiagram } from '../api.ts';

/**
 * «Новая диаграмма» (issue 17 item 1): a name and, optionally, a notation (domain.md §3 "Diagram:
 * notation"); none is plain BPMN 2.0. The server answers the new diagram, which the caller opens.
 */
export function CreateDiagramDialog(props: {
  /** The notations to choose from; null: they could not be read (BPMN 2.0 only, said so). */
  notations: NotationDto[] | null;
  onClose(): void;
  onCreated(diagram: DiagramDto): void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [name, setName] = useState('');
  const [notation, setNotation] = useState('');
  return (
    <FormDialog
      title={t('diagrams.create.title')}
      submitLabel={t('diagrams.create.submit')}
      failureHeading={t('diagrams.create.failed')}
      testId="diagram-create-dialog"
      submitTestId="diagram-create-submit"
      onClose={props.onClose}
      onSubmit={() =>
        name.trim()
          ? createDiagram(http, { name: name.trim(), notation: notation || null }).then(props.onCreated)
          : { name: t('diagrams.create.nameRequired') }
      }
    >
      {(field) => (
        <>
          <Field label={t('diagrams.create.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="diagram-create-name" />
          </Field>
          <Field label={t('diagrams.create.notation')}>
            <Select
              value={notation}
              onChange={(_, d) => setNotation(d.value)}
              disabled={!props.notations?.length}
              data-testid="diagram-create-notation"
            >
              <option value="">{t('diagrams.create.notationNone')}</option>
              {(props.notations ?? []).map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </Select>
          </Field>
          {props.notations === null && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('diagrams.create.notationsFailed')}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
    </FormDialog>
  );
}
