import { Button, Field, Input, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useT } from '@ontobench/sdk';
import { isVarObject, type RuleTriad } from '../../../common/rules/model.ts';
import type { RuleEditorModel } from '../model/rule-editor-model.ts';
import { TermPicker } from './TermPicker.tsx';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(70px, 0.5fr) minmax(0, 1fr) minmax(0, 1.2fr) minmax(70px, 0.6fr) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '& .fui-Combobox, & .fui-Input': { minWidth: 0 },
    '& .fui-Combobox__input': { minWidth: 0, width: '100%' },
    '@media (max-width: 1100px)': { gridTemplateColumns: '90px minmax(0, 1fr)' },
  },
  // In two columns, the property and the remove button take a line of their own.
  wide: { '@media (max-width: 1100px)': { gridColumn: '1 / -1' } },
  remove: { '@media (max-width: 1100px)': { gridColumn: '1 / -1', justifySelf: 'end' } },
});

/** The object's text: `?var` for a variable, the literal as typed. */
const objectText = (t: RuleTriad) =>
  !t.object ? '' : isVarObject(t.object) ? `?${t.object.var}` : String(t.object.value);
const bare = (text: string) => text.trim().replace(/^\?/, '');

/** One triad of the rule's condition: subject (variable and class), property, object (variable and class, or a value). */
export const TriadRow = observer(function TriadRow({
  model,
  triad,
  n,
}: {
  model: RuleEditorModel;
  triad: RuleTriad;
  n: number;
}) {
  const { t } = useT();
  const styles = useStyles();
  const kind = triad.property ? model.terms.get(triad.property)?.kind : undefined;
  const objectClass = isVarObject(triad.object) ? triad.object.class : undefined;
  return (
    <div className={styles.row} role="group" aria-label={t('rules.editor.triad', { n })} data-testid="rule-triad">
      <Field label={t('rules.editor.subject')}>
        <Input
          value={triad.subject.var}
          contentBefore="?"
          aria-label={`${t('rules.editor.triad', { n })}: ${t('rules.editor.subject')}`}
          onChange={(_, d) => model.setSubject(triad.id, bare(d.value), triad.subject.class)}
          data-testid="rule-subject-var"
        />
      </Field>
      <Field label={t('rules.editor.subjectClass')}>
        <TermPicker
          model={model}
          kind="class"
          value={triad.subject.class}
          label={`${t('rules.editor.triad', { n })}: ${t('rules.editor.subjectClass')}`}
          testId="rule-subject-class"
          onChange={(id) => model.setSubject(triad.id, triad.subject.var, id ?? undefined)}
        />
      </Field>
      <Field label={t('rules.editor.property')} className={styles.wide}>
        <TermPicker
          model={model}
          kind="property"
          value={triad.property}
          label={`${t('rules.editor.triad', { n })}: ${t('rules.editor.property')}`}
          testId="rule-property"
          onChange={(id) => model.setProperty(triad.id, id)}
        />
      </Field>
      <Field label={t('rules.editor.object')} hint={kind === 'data' ? t('rules.editor.objectValueHint') : undefined}>
        <Input
          value={objectText(triad)}
          disabled={!triad.property}
          aria-label={`${t('rules.editor.triad', { n })}: ${t('rules.editor.object')}`}
          onChange={(_, d) =>
            kind === 'data' && !d.value.trim().startsWith('?')
              ? model.setObjectValue(triad.id, d.value)
              : model.setObjectVar(triad.id, bare(d.value), objectClass)
          }
          data-testid="rule-object"
        />
      </Field>
      <Field label={t('rules.editor.objectClass')}>
        <TermPicker
          model={model}
          kind="class"
          value={objectClass}
          label={`${t('rules.editor.triad', { n })}: ${t('rules.editor.objectClass')}`}
          testId="rule-object-class"
          disabled={!isVarObject(triad.object) || kind === 'data'}
          onChange={(id) =>
            isVarObject(triad.object) && model.setObjectVar(triad.id, triad.object.var, id ?? undefined)
          }
        />
      </Field>
      <Tooltip content={t('rules.editor.removeTriad', { n })} relationship="label">
        <Button
          appearance="subtle"
          className={styles.remove}
          icon={<DeleteRegular />}
          disabled={model.triads.length === 1}
          onClick={() => model.removeTriad(triad.id)}
        />
      </Tooltip>
    </div>
  );
});
