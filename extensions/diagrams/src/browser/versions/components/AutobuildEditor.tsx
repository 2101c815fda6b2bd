import { useState } from 'react';
import {
  Button,
  Caption1,
  Checkbox,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';
import type { Autobuild } from '../../../common/diagram/api.ts';
import type { DiagramEditorModel } from '../../diagrams/model/editor-model.ts';
import { autobuild, type SearchChoice } from '../api.ts';
import { SearchPicker } from './SearchPicker.tsx';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXS + ' ' + tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  wide: { gridColumn: '1 / -1' },
  colour: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  swatch: { width: '36px', height: '28px', padding: 0, border: 'none', background: 'none', cursor: 'pointer' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** A new autobuild row: the first search, nodes, with arrows. */
const newRow = (ss: string): Autobuild => ({ ss, color: null, ssType: 'nodes', showArrows: true, queryNode: null });

/**
 * Autobuild (domain.md §3 "autobuild (ss, color, ss_type, showArrows, query_node)", issue 17 item 3): rows
 * binding semantic searches, and «Построить»: the server fills the diagram from them and the page takes the
 * XML (`onXml`); the bound elements join the diagram's bindings. Edits go to the editor model (saved with it).
 */
export const AutobuildEditor = observer(function AutobuildEditor(props: {
  model: DiagramEditorModel;
  searches: SearchChoice[];
  onXml?: (xml: string) => void;
}) {
  const { model, searches } = props;
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const rows = model.current.autobuild;
  const readOnly = model.readOnly;
  const set = (next: Autobuild[]) => model.merge({ autobuild: next });
  const change = (index: number, patch: Partial<Autobuild>) =>
    set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const build = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const reply = await autobuild(http, model.diagram.id, rows);
      props.onXml?.(reply.xml);
      const ids = new Set(reply.elements.map((b) => b.elementId));
      model.merge({ elements: [...model.elements.filter((b) => !ids.has(b.elementId)), ...reply.elements] });
      const count = reply.counts.reduce((sum, c) => sum + c.rows, 0);
      setOutcome({ intent: 'success', text: t('versions.dependencies.built', { count }) });
    } catch (error) {
      const heading = t('versions.dependencies.buildFailed', { message: '' }).trim();
      setOutcome({ intent: 'error', text: (await errorText(error, heading)).text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.rows} data-testid="diagram-autobuild">
      <Caption1 className={styles.hint}>{t('versions.dependencies.autobuildHint')}</Caption1>
      {rows.map((row, index) => (
        <div key={index} className={styles.row} data-testid="diagram-autobuild-row">
          <Field label={t('versions.dependencies.search')} className={styles.wide}>
            <SearchPicker
              value={row.ss}
              searches={searches}
              disabled={readOnly}
              onChange={(ss) => change(index, { ss })}
              testId="diagram-autobuild-search"
            />
          </Field>
          <Field label={t('versions.dependencies.ssType')}>
            <Dropdown
              value={t(
                row.ssType === 'chain' ? 'versions.dependencies.ssTypeChain' : 'versions.dependencies.ssTypeNodes',
              )}
              selectedOptions={[row.ssType]}
              disabled={readOnly}
              onOptionSelect={(_, data) => change(index, { ssType: data.optionValue === 'chain' ? 'chain' : 'nodes' })}
            >
              <Option value="nodes">{t('versions.dependencies.ssTypeNodes')}</Option>
              <Option value="chain">{t('versions.dependencies.ssTypeChain')}</Option>
            </Dropdown>
          </Field>
          <Field label={t('versions.dependencies.color')}>
            <span className={styles.colour}>
              <input
                type="color"
                className={styles.swatch}
                value={row.color ?? '#ffffff'}
                disabled={readOnly}
                aria-label={t('versions.dependencies.color')}
                onChange={(event) => change(index, { color: event.target.value })}
              />
              <Checkbox
                label={t('versions.dependencies.noColor')}
                checked={row.color === null}
                disabled={readOnly}
                onChange={(_, data) => change(index, { color: data.checked ? null : '#1e88e5' })}
              />
            </span>
          </Field>
          <Field label={t('versions.dependencies.queryNode')} hint={t('versions.dependencies.queryNodeHint')}>
            <Input
              value={row.queryNode ?? ''}
              disabled={readOnly}
              onChange={(_, data) => change(index, { queryNode: data.value.trim() ? data.value : null })}
            />
          </Field>
          <Checkbox
            label={t('versions.dependencies.showArrows')}
            checked={row.showArrows}
            disabled={readOnly}
            onChange={(_, data) => change(index, { showArrows: data.checked === true })}
          />
          {!readOnly && (
            <Button appearance="subtle" onClick={() => set(rows.filter((_, i) => i !== index))}>
              {t('versions.dependencies.remove')}
            </Button>
          )}
        </div>
      ))}
      {!readOnly && (
        <div className={styles.bar}>
          <Button
            disabled={searches.length === 0}
            onClick={() => set([...rows, newRow(searches[0]?.id ?? '')])}
            data-testid="diagram-autobuild-add"
          >
            {t('versions.dependencies.addAutobuild')}
          </Button>
          <Button
            appearance="primary"
            disabledFocusable={rows.length === 0 || busy}
            title={rows.length === 0 ? t('versions.dependencies.buildEmpty') : t('versions.dependencies.buildHint')}
            onClick={() => void build()}
            data-testid="diagram-autobuild-build"
          >
            {t('versions.dependencies.build')}
          </Button>
          {busy && <Spinner size="tiny" label={t('versions.dependencies.building')} />}
        </div>
      )}
      {outcome && (
        <MessageBar intent={outcome.intent} data-testid="diagram-autobuild-outcome">
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
});
