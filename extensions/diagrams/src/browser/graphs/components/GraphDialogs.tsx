import { useState } from 'react';
import { Field, Input, Select } from '@fluentui/react-components';
import { FormDialog, useT } from '@ontobench/sdk';
import type { GraphJson } from '../../../common/graph/api.ts';
import { GRAPH_MAX_LABEL } from '../../../common/graph/validate.ts';

/**
 * A node's label, to add a node or rename a node or an edge (an edge's label may be empty). `onDone`
 * gets the label; the dialog closes through `onClose`.
 */
export function LabelDialog(props: {
  mode: 'addNode' | 'renameNode' | 'renameEdge';
  initial: string;
  onDone(label: string): void;
  onClose(): void;
}) {
  const { t } = useT();
  const [label, setLabel] = useState(props.initial);
  const title = {
    addNode: t('graphs.node.addTitle'),
    renameNode: t('graphs.node.renameTitle'),
    renameEdge: t('graphs.node.renameEdgeTitle'),
  }[props.mode];
  const submit = () => {
    if (props.mode !== 'renameEdge' && !label.trim()) return { label: t('graphs.node.labelRequired') };
    props.onDone(label);
    props.onClose();
    return undefined;
  };
  return (
    <FormDialog
      title={title}
      submitLabel={t('graphs.node.submit')}
      failureHeading={t('graphs.node.failed')}
      onSubmit={submit}
      onClose={props.onClose}
      testId="graph-label-dialog"
      submitTestId="graph-label-submit"
    >
      {(field) => (
        <Field label={t('graphs.node.label')} required={props.mode !== 'renameEdge'} {...field.props('label')}>
          <Input
            value={label}
            maxLength={GRAPH_MAX_LABEL}
            onChange={(_, d) => setLabel(d.value)}
            data-testid="graph-label-input"
          />
        </Field>
      )}
    </FormDialog>
  );
}

/** A new edge: from and to among the graph's nodes (the two selected ones first), and a label. */
export function EdgeDialog(props: {
  nodes: GraphJson['nodes'];
  selected: readonly string[];
  onDone(from: string, to: string, label: string): void;
  onClose(): void;
}) {
  const { t } = useT();
  const [from, setFrom] = useState(props.selected[0] ?? '');
  const [to, setTo] = useState(props.selected[1] ?? '');
  const [label, setLabel] = useState('');
  const submit = () => {
    const problems: Record<string, string> = {};
    if (!from) problems.from = t('graphs.edge.required');
    if (!to) problems.to = t('graphs.edge.required');
    if (Object.keys(problems).length) return problems;
    props.onDone(from, to, label);
    props.onClose();
    return undefined;
  };
  const options = [...props.nodes].sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  const picker = (name: 'from' | 'to', value: string, set: (id: string) => void) => (
    <Select value={value} onChange={(_, d) => set(d.value)} data-testid={`graph-edge-${name}`}>
      <option value="">{t('graphs.edge.pick')}</option>
      {options.map((n) => (
        <option key={n.id} value={n.id}>
          {n.label || n.id}
        </option>
      ))}
    </Select>
  );
  return (
    <FormDialog
      title={t('graphs.edge.title')}
      submitLabel={t('graphs.edge.submit')}
      failureHeading={t('graphs.edge.failed')}
      onSubmit={submit}
      onClose={props.onClose}
      testId="graph-edge-dialog"
      submitTestId="graph-edge-submit"
    >
      {(field) => (
        <>
          <Field label={t('graphs.edge.from')} required {...field.props('from')}>
            {picker('from', from, setFrom)}
          </Field>
          <Field label={t('graphs.edge.to')} required {...field.props('to')}>
            {picker('to', to, setTo)}
          </Field>
          <Field label={t('graphs.edge.label')}>
            <Input
              value={label}
              maxLength={GRAPH_MAX_LABEL}
              onChange={(_, d) => setLabel(d.value)}
              data-testid="graph-edge-label"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
