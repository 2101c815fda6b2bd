import { useState } from 'react';
import { Button, Field, Input, Select, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import { loadClasses } from '../api.ts';
import { formulaProblem, type DesignerModel } from '../model/designer-model.ts';
import { ColumnEditor } from './ColumnEditor.tsx';
import { FormulaInput } from './FormulaInput.tsx';
import { PropertyTree } from './PropertyTree.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  tree: {
    maxHeight: '320px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  columns: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground3 },
  calc: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The designer of a semantic search (issue 18 item 1): the root class, the tree of its properties (object
 * properties expand to the related class's: nested columns), the columns with their settings, and a form
 * for a calculated column. `types` gives each column's type where it is known (for typed filters);
 * `onTyped` learns the base type of a column added from the tree.
 */
export const Designer = observer(function Designer(props: {
  model: DesignerModel;
  types: ReadonlyMap<string, string>;
  onTyped(code: string, baseType: string): void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const { model } = props;
  const classes = useLoad('analysis-search-classes', (signal) => loadClasses(data, signal));
  const [calcName, setCalcName] = useState('');
  const [calcFormula, setCalcFormula] = useState('');
  const columns = model.columns;
  const canAddCalc = calcFormula.trim() !== '' && formulaProblem(calcFormula) === null;

  const addCalc = () => {
    if (!canAddCalc) return;
    model.addCalc(calcName.trim() || t('search.designer.calcTitle'), calcFormula.trim());
    setCalcName('');
    setCalcFormula('');
  };

  return (
    <section className={styles.root} aria-label={t('search.designer.title')} data-testid="search-designer">
      <Field label={t('search.designer.rootClass')}>
        <Select value={model.root} onChange={(_, d) => model.setRoot(d.value)} data-testid="search-root-class">
          {classes.status === 'ready' ? (
            <>
              {!classes.value.some((c) => c.id === model.root) && <option value={model.root}>{model.root}</option>}
              {classes.value.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </>
          ) : (
            <option value={model.root}>{t('search.create.loadingClasses')}</option>
          )}
        </Select>
      </Field>
      <div>
        <Subtitle2 as="h3">{t('search.designer.properties')}</Subtitle2>
        <div className={styles.tree} data-testid="search-tree">
          {model.root && (
            <PropertyTree
              key={model.root}
              classId={model.root}
              path={[]}
              titles={[]}
              onAdd={(p) => {
                const code = model.addColumn(p.prop, p.path, p.titles);
                props.onTyped(code, p.baseType);
              }}
            />
          )}
        </div>
      </div>
      <div>
        <Subtitle2 as="h3">{t('search.designer.columns')}</Subtitle2>
        <div className={styles.columns}>
          {columns.length === 0 && <span className={styles.note}>{t('search.designer.noColumns')}</span>}
          {columns.map((c, i) => (
            <ColumnEditor
              key={c.code}
              model={model}
              column={c}
              type={props.types.get(c.code) ?? 'string'}
              first={i === 0}
              last={i === columns.length - 1}
            />
          ))}
        </div>
      </div>
      <form
        className={styles.calc}
        onSubmit={(e) => {
          e.preventDefault();
          addCalc();
        }}
      >
        <Subtitle2 as="h3">{t('search.designer.calcTitle')}</Subtitle2>
        <Field label={t('search.designer.calcName')}>
          <Input value={calcName} onChange={(_, d) => setCalcName(d.value)} data-testid="search-calc-name" />
        </Field>
        <FormulaInput
          value={calcFormula}
          label={t('search.designer.calcFormula')}
          onChange={setCalcFormula}
          testId="search-calc-formula"
        />
        <div>
          <Button type="submit" icon={<AddRegular />} disabled={!canAddCalc} data-testid="search-calc-add">
            {t('search.designer.calcAdd')}
          </Button>
        </div>
      </form>
    </section>
  );
});
