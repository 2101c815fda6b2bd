import type { ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import { CONNECTOR_CLASSES, NODE_CLASSES, NOTATION_SHAPES, type NotationShape } from '../../../common/notation/api.ts';
import { countOf, type ElementDraft } from '../draft.ts';

const useStyles = makeStyles({
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  title: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1 },
  swatch: {
    width: '16px',
    height: '16px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'end',
  },
  wide: { gridColumn: 'span 2' },
  // Fluent's Dropdown keeps 250px and an Input its own width: in a grid cell both take the cell's.
  control: { width: '100%', minWidth: 0, boxSizing: 'border-box' },
});

type Count = 'minIncoming' | 'maxIncoming' | 'minOutgoing' | 'maxOutgoing';
const COUNTS: Count[] = ['minIncoming', 'maxIncoming', 'minOutgoing', 'maxOutgoing'];

/**
 * One notation element, every field of domain.md §3 "Notation element": name, element class, code, layer,
 * shape, colour, style, isConnector, min/max incoming and outgoing, allowed elements, disableReflexiveEdges.
 * The server checks the whole notation when it is saved and says what is wrong in Russian.
 */
export function ElementCard(props: {
  element: ElementDraft;
  index: number;
  /** The codes and names of the notation's node elements (the targets one may allow). */
  nodes: { code: string; name: string }[];
  readOnly: boolean;
  onChange(element: ElementDraft): void;
  onRemove(): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { element: e, readOnly } = props;
  const set = (patch: Partial<ElementDraft>) => props.onChange({ ...e, ...patch });
  const text = (field: 'name' | 'elementCode' | 'layer' | 'style', wide = false): ReactNode => (
    <Field label={t(`notations.element.${field}`)} className={wide ? styles.wide : undefined}>
      <Input
        className={styles.control}
        value={e[field] ?? ''}
        disabled={readOnly}
        data-testid={`notation-element-${field}`}
        onChange={(_, d) => set({ [field]: field === 'name' || field === 'elementCode' ? d.value : d.value || null })}
      />
    </Field>
  );
  const classes: readonly string[] = e.isConnector ? CONNECTOR_CLASSES : NODE_CLASSES;
  const targets = props.nodes.filter((n) => n.code);
  return (
    <section
      className={styles.card}
      data-testid="notation-element"
      aria-label={e.name || t('notations.element.title', { n: props.index + 1 })}
    >
      <div className={styles.head}>
        {e.colour && <span className={styles.swatch} style={{ backgroundColor: e.colour }} aria-hidden />}
        <span className={styles.title}>{e.name || t('notations.element.title', { n: props.index + 1 })}</span>
        {!readOnly && (
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('notations.element.remove', { name: e.name })}
            title={t('notations.element.remove', { name: e.name })}
            onClick={props.onRemove}
            data-testid="notation-element-remove"
          />
        )}
      </div>
      <div className={styles.grid}>
        {text('name')}
        {text('elementCode')}
        <Field label={t('notations.element.elementClass')}>
          <Dropdown
            className={styles.control}
            value={e.elementClass}
            selectedOptions={[e.elementClass]}
            disabled={readOnly}
            data-testid="notation-element-class"
            onOptionSelect={(_, d) => d.optionValue && set({ elementClass: d.optionValue })}
          >
            {classes.map((c) => (
              <Option key={c} value={c}>
                {c}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('notations.element.shape')}>
          <Dropdown
            className={styles.control}
            value={t(`notations.shapes.${e.shape}`)}
            selectedOptions={[e.shape]}
            disabled={readOnly}
            data-testid="notation-element-shape"
            onOptionSelect={(_, d) => d.optionValue && set({ shape: d.optionValue as NotationShape })}
          >
            {NOTATION_SHAPES.map((s) => (
              <Option key={s} value={s}>
                {t(`notations.shapes.${s}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('notations.element.colour')}>
          <Input
            className={styles.control}
            value={e.colour ?? ''}
            placeholder={t('notations.element.colourHint')}
            disabled={readOnly}
            data-testid="notation-element-colour"
            onChange={(_, d) => set({ colour: d.value.trim() || null })}
          />
        </Field>
        {text('layer')}
        {text('style', true)}
        {COUNTS.map((field) => (
          <Field key={field} label={t(`notations.element.${field}`)}>
            <Input
              className={styles.control}
              type="number"
              min={0}
              value={e[field] === null ? '' : String(e[field])}
              disabled={readOnly}
              data-testid={`notation-element-${field}`}
              onChange={(_, d) => set({ [field]: countOf(d.value) })}
            />
          </Field>
        ))}
        <Field label={t('notations.element.allowedTargets')} className={styles.wide}>
          <Dropdown
            className={styles.control}
            multiselect
            placeholder={t('notations.element.anyTarget')}
            value={e.allowedTargets.map((c) => targets.find((n) => n.code === c)?.name ?? c).join(', ')}
            selectedOptions={e.allowedTargets}
            disabled={readOnly || e.isConnector}
            data-testid="notation-element-targets"
            onOptionSelect={(_, d) => set({ allowedTargets: d.selectedOptions })}
          >
            {targets.map((n) => (
              <Option key={n.code} value={n.code} text={n.name || n.code}>
                {`${n.name || n.code} (${n.code})`}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Checkbox
          label={t('notations.element.isConnector')}
          checked={e.isConnector}
          disabled={readOnly}
          data-testid="notation-element-connector"
          onChange={(_, d) =>
            set({
              isConnector: !!d.checked,
              elementClass: d.checked ? CONNECTOR_CLASSES[0] : NODE_CLASSES[0],
              allowedTargets: d.checked ? [] : e.allowedTargets,
            })
          }
        />
        <Checkbox
          label={t('notations.element.disableReflexiveEdges')}
          checked={e.disableReflexiveEdges}
          disabled={readOnly}
          data-testid="notation-element-reflexive"
          onChange={(_, d) => set({ disableReflexiveEdges: !!d.checked })}
        />
      </div>
    </section>
  );
}
