import {
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { EmptyState, useT } from '@ontobench/sdk';
import type { NumberingStrategy } from '../../../common/api.ts';
import { editRefusal, mayHighlight } from '../../../common/containers.ts';
import { NUMBERING_STRATEGIES } from '../../../common/numbering.ts';
import { KindSection } from '../../kinds/KindSection.tsx';
import type { EditorModel } from '../model/editor-model.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A number field's text as a start number: empty is none; what is not a whole number is left as it was. */
const startOf = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : undefined;
};

/**
 * The selected element's fields (domain.md §3 "Element fields"): title, content, numbering strategy,
 * start and set alias, highlight (not for a generator, §5) and disabled; then the kind's own editor and a
 * preview by its renderer (KindSection). Read-only when the document is,
 * when the rights do not cover the kind, or while another editor holds the element (§4 locks).
 */
export const ElementPanel = observer(function ElementPanel({ model }: { model: EditorModel }) {
  const { t } = useT();
  const styles = useStyles();
  const node = model.selected;
  if (!node) return <EmptyState title={t('editor.panel.noSelection')} />;
  const holder = model.heldBy.get(node.id);
  const noRights = !model.readOnly && editRefusal(model.state.accessRights, node.kind, 'edit') !== null;
  const off = model.readOnly || holder !== undefined || noRights;
  const update = (fields: Parameters<EditorModel['updateFields']>[1]) => model.updateFields(node.id, fields);
  return (
    <section className={styles.root} aria-label={t('editor.panel.label')} data-testid="sdoc-panel">
      {holder && (
        <MessageBar intent="warning" data-testid="sdoc-panel-locked">
          <MessageBarBody>{t('editor.panel.lockedBy', { name: holder })}</MessageBarBody>
        </MessageBar>
      )}
      {noRights && (
        <MessageBar intent="info">
          <MessageBarBody>{t('editor.panel.noRights')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('editor.panel.title')}>
        <Input
          value={node.title}
          disabled={off}
          onChange={(_, d) => update({ title: d.value })}
          data-testid="sdoc-field-title"
        />
      </Field>
      <Field label={t('editor.panel.content')}>
        <Textarea
          value={node.content}
          disabled={off}
          resize="vertical"
          rows={6}
          onChange={(_, d) => update({ content: d.value })}
          data-testid="sdoc-field-content"
        />
      </Field>
      <div className={styles.row}>
        <Field label={t('editor.panel.strategy')}>
          <Select
            value={node.numberingStrategy ?? ''}
            disabled={off}
            onChange={(_, d) => update({ numberingStrategy: (d.value || null) as NumberingStrategy | null })}
            data-testid="sdoc-field-strategy"
          >
            <option value="">{t('editor.panel.strategies.default')}</option>
            {NUMBERING_STRATEGIES.map((s) => (
              <option key={s} value={s}>
                {t(`editor.panel.strategies.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('editor.panel.startNumber')}>
          <Input
            type="number"
            value={node.startNumber === null ? '' : String(node.startNumber)}
            disabled={off}
            onChange={(_, d) => {
              const start = startOf(d.value);
              if (start !== undefined) update({ startNumber: start });
            }}
            data-testid="sdoc-field-start"
          />
        </Field>
        <Field label={t('editor.panel.alias')}>
          <Select
            value={node.numberingSetAlias ?? ''}
            disabled={off}
            onChange={(_, d) => update({ numberingSetAlias: d.value || null })}
            data-testid="sdoc-field-alias"
          >
            <option value="">{t('editor.panel.aliasNone')}</option>
            {model.state.numberingSets.map((set) => (
              <option key={set.alias} value={set.alias}>
                {set.name || set.alias}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className={styles.row}>
        {mayHighlight(node.kind) && (
          <Checkbox
            label={t('editor.panel.highlight')}
            checked={node.highlight}
            disabled={off}
            onChange={(_, d) => update({ highlight: d.checked === true })}
            data-testid="sdoc-field-highlight"
          />
        )}
        <Checkbox
          label={t('editor.panel.disabled')}
          checked={node.disabled}
          disabled={off}
          onChange={(_, d) => model.setDisabled(node.id, d.checked === true)}
          data-testid="sdoc-field-disabled"
        />
      </div>
      <KindSection model={model} node={node} off={off} key={node.id} />
    </section>
  );
});
