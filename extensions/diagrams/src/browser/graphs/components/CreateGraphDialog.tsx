import { useState } from 'react';
import { Checkbox, Field, Input } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT, type FormDialogProblems } from '@ontobench/sdk';
import type { GraphDto } from '../../../common/graph/api.ts';
import { GRAPH_MAX_LABEL } from '../../../common/graph/validate.ts';
import { createGraph, graphOfOntology } from '../api.ts';

/**
 * Create a graph (issue 17 item 7): a name, and optionally "from the ontology" — the user's own classes
 * with their subclass links and object properties, read through the data API as the user and laid out
 * in levels (common/graph/from-ontology.ts). An empty ontology is said, not made into an empty graph.
 */
export function CreateGraphDialog(props: { onClose(): void; onCreated(graph: GraphDto): void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const [name, setName] = useState('');
  const [fromOntology, setFromOntology] = useState(false);

  const submit = async (): Promise<FormDialogProblems | undefined> => {
    if (!name.trim()) return { name: t('graphs.create.nameRequired') };
    const json = fromOntology ? await graphOfOntology(data, t('graphs.create.subclass')) : undefined;
    if (json && json.nodes.length === 0) return { fromOntology: t('graphs.create.emptyOntology') };
    props.onCreated(await createGraph(http, { name: name.trim(), ...(json ? { json } : {}) }));
    return undefined;
  };

  return (
    <FormDialog
      title={t('graphs.create.title')}
      submitLabel={t('graphs.create.submit')}
      failureHeading={t('graphs.create.failed')}
      onSubmit={submit}
      onClose={props.onClose}
      testId="graph-create-dialog"
      submitTestId="graph-create-submit"
      width={520}
    >
      {(field) => (
        <>
          <Field label={t('graphs.create.name')} required {...field.props('name')}>
            <Input
              value={name}
              maxLength={GRAPH_MAX_LABEL}
              onChange={(_, d) => setName(d.value)}
              data-testid="graph-create-name"
            />
          </Field>
          <Field hint={t('graphs.create.fromOntologyHint')} {...field.props('fromOntology')}>
            <Checkbox
              checked={fromOntology}
              onChange={(_, d) => {
                setFromOntology(d.checked === true);
                field.clear('fromOntology');
              }}
              label={t('graphs.create.fromOntology')}
              data-testid="graph-create-from-ontology"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
