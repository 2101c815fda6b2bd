import { Button, Checkbox, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import { KIND_GROUPS } from '../../../common/offered-kinds.ts';
import { useKindLabel } from '../../kinds/kind-label.ts';
import type { BuilderModel } from '../builder-model.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
  groups: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  group: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
});

/**
 * The offered kinds of the chosen class as grouped checkboxes (the builder's groups; kinds of plugins in
 * their own group), with "all" and "none". A kind another checked kind needs stays checked and says why.
 */
export const KindChooser = observer(function KindChooser({ model }: { model: BuilderModel }) {
  const { t } = useT();
  const kindLabel = useKindLabel();
  const styles = useStyles();
  const grouped = new Set(KIND_GROUPS.flatMap((g) => g.kinds));
  const groups = [
    ...KIND_GROUPS.map((g) => ({ id: g.id as string, kinds: g.kinds.filter((k) => model.kinds.includes(k)) })),
    { id: 'plugins', kinds: model.kinds.filter((k) => !grouped.has(k)) },
  ].filter((g) => g.kinds.length > 0);
  return (
    <div data-testid="sdoc-builder-kinds">
      <div className={styles.bar}>
        <Button size="small" onClick={() => model.setAll()} data-testid="sdoc-builder-all">
          {t('builder.all')}
        </Button>
        <Button size="small" onClick={() => model.setNone()} data-testid="sdoc-builder-none">
          {t('builder.none')}
        </Button>
      </div>
      <div className={styles.groups}>
        {groups.map((group) => (
          <fieldset key={group.id} className={styles.group}>
            <legend className={styles.legend}>{t(`builder.groups.${group.id}`)}</legend>
            {group.kinds.map((kind) => {
              const required = model.isChecked(kind) && model.isRequired(kind);
              const box = (
                <Checkbox
                  label={kindLabel(kind)}
                  checked={model.isChecked(kind)}
                  disabled={required}
                  onChange={() => model.toggle(kind)}
                  data-testid={`sdoc-builder-kind-${kind}`}
                />
              );
              return required ? (
                <Tooltip key={kind} content={t('builder.required')} relationship="description">
                  {box}
                </Tooltip>
              ) : (
                <span key={kind}>{box}</span>
              );
            })}
          </fieldset>
        ))}
      </div>
    </div>
  );
});
