import { useEffect, useRef, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  Select,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import type { MapGraph } from '../../../common/maps/graph.ts';
import {
  edgeChoices,
  edgeKey,
  moveItem,
  scenarioText,
  stepProblems,
  withoutNode,
  type EditableStep,
} from '../model/view-edit.ts';
import { RowTools, ViewEditDialog } from './ViewEditDialog.tsx';

const useStyles = makeStyles({
  step: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flex: '1 1 240px' },
  edges: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0 },
});

type Row = EditableStep & { key: string };
const newKey = () => crypto.randomUUID();

/**
 * A scenario's steps, edited as a list (issue 14, helper "links"): each step a caption, the nodes of the
 * map it shows (tags, removed with Delete or their button; added from a select) and which of the map's
 * links among them it highlights (check boxes); add, remove, reorder. A step needs a node. `onSave` gets
 * the JSON to store and answers the server's problem, translated, or null.
 */
export function ScenarioStepsEditor(props: {
  name: string;
  map: MapGraph;
  steps: readonly EditableStep[];
  onSave(json: string): Promise<string | null>;
  onClose(): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const [rows, setRows] = useState<Row[]>(() => props.steps.map((s) => ({ ...s, key: newKey() })));
  const [checked, setChecked] = useState(false);
  const focusKey = useRef<string | null>(null);
  const captions = useRef(new Map<string, HTMLInputElement>());
  useEffect(() => {
    if (!focusKey.current) return;
    captions.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const byId = new Map(props.map.nodes.map((n) => [n.id, n]));
  const nodeName = (id: string) => {
    const node = byId.get(id);
    return node ? `${node.label} (${t(`maps.kinds.${node.kind}`)})` : id;
  };
  const missing = checked ? stepProblems(rows) : new Set<number>();
  const update = (index: number, next: (s: Row) => Row) =>
    setRows((list) => list.map((s, i) => (i === index ? next(s) : s)));
  const add = () => {
    const key = newKey();
    focusKey.current = key;
    setRows((list) => [...list, { key, caption: '', nodes: [], edges: [] }]);
  };
  // The dialog shows the answer under the list: what is missing, or the server's refusal, translated.
  const save = async () => {
    setChecked(true);
    if (stepProblems(rows).size > 0) return t('maps.viewEdit.fix');
    return props.onSave(scenarioText(rows));
  };

  return (
    <ViewEditDialog
      title={t('maps.viewEdit.stepsTitle', { name: props.name })}
      testId="scenario-editor"
      onSave={save}
      edits={rows}
      onClose={props.onClose}
    >
      {rows.length === 0 && <Body1>{t('maps.viewEdit.noSteps')}</Body1>}
      {rows.map((step, index) => {
        const choices = edgeChoices(props.map, step.nodes);
        const chosen = new Set(step.edges.map(edgeKey));
        const noNode = missing.has(index);
        return (
          <fieldset key={step.key} className={styles.step}>
            <legend className={styles.legend}>{t('maps.viewEdit.step', { n: index + 1 })}</legend>
            <div className={styles.head}>
              <Field label={t('maps.viewEdit.caption')} className={styles.grow}>
                <Input
                  value={step.caption}
                  onChange={(_, d) => update(index, (s) => ({ ...s, caption: d.value }))}
                  ref={(el) => void (el ? captions.current.set(step.key, el) : captions.current.delete(step.key))}
                />
              </Field>
              <RowTools
                index={index}
                count={rows.length}
                labels={{
                  up: t('maps.viewEdit.upStep', { n: index + 1 }),
                  down: t('maps.viewEdit.downStep', { n: index + 1 }),
                  remove: t('maps.viewEdit.removeStep', { n: index + 1 }),
                }}
                onMove={(delta) => setRows((list) => moveItem(list, index, delta))}
                onRemove={() => setRows((list) => list.filter((_, i) => i !== index))}
              />
            </div>
            {step.nodes.length > 0 && (
              <TagGroup
                aria-label={t('maps.viewEdit.nodes')}
                onDismiss={(_, d) => update(index, (s) => ({ ...withoutNode(s, String(d.value)), key: s.key }))}
              >
                {step.nodes.map((id) => (
                  <Tag key={id} value={id} dismissible dismissIcon={{ 'aria-label': t('maps.viewEdit.removeNode') }}>
                    {nodeName(id)}
                  </Tag>
                ))}
              </TagGroup>
            )}
            <Field
              label={t('maps.viewEdit.addNode')}
              required={step.nodes.length === 0}
              validationState={noNode ? 'error' : 'none'}
              validationMessage={noNode ? t('maps.viewEdit.required.nodes') : undefined}
            >
              <Select
                value=""
                onChange={(_, d) => d.value && update(index, (s) => ({ ...s, nodes: [...s.nodes, d.value] }))}
              >
                <option value="">{t('maps.viewEdit.choose')}</option>
                {props.map.nodes
                  .filter((n) => !step.nodes.includes(n.id))
                  .map((n) => (
                    <option key={n.id} value={n.id}>
                      {nodeName(n.id)}
                    </option>
                  ))}
              </Select>
            </Field>
            {step.nodes.length > 1 && (
              <fieldset className={styles.edges}>
                <legend>
                  <Caption1>{t('maps.viewEdit.edges')}</Caption1>
                </legend>
                {choices.length === 0 && <Caption1>{t('maps.viewEdit.noEdges')}</Caption1>}
                {choices.map((c) => (
                  <Checkbox
                    key={c.key}
                    checked={chosen.has(c.key)}
                    label={`${byId.get(c.edge.from)?.label ?? c.edge.from} → ${byId.get(c.edge.to)?.label ?? c.edge.to} (${
                      c.mapEdge.label ?? t(`maps.viewEdit.edgeKind.${c.mapEdge.kind}`)
                    })`}
                    onChange={(_, d) =>
                      update(index, (s) => ({
                        ...s,
                        edges: d.checked ? [...s.edges, c.edge] : s.edges.filter((e) => edgeKey(e) !== c.key),
                      }))
                    }
                  />
                ))}
              </fieldset>
            )}
          </fieldset>
        );
      })}
      <div>
        <Button icon={<AddRegular />} onClick={add}>
          {t('maps.viewEdit.addStep')}
        </Button>
      </div>
    </ViewEditDialog>
  );
}
