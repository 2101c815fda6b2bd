import { Field, Input, Switch, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ObjectPicker, useT } from '@ontobench/sdk';
import { ONTOLOGY_MODEL } from '@ontobench/sdk/common';
import type { UnitDraft } from '../draft.ts';
import { NumberInput } from './NumberInput.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  switches: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
});

type Texts = 'code' | 'skill' | 'rComp' | 'tComp' | 'action' | 'actionObject' | 'contactType' | 'form';
type Long = 'description' | 'resultDescription' | 'summary';
type Numbers = 'maxPoint' | 'minPositiveMark' | 'maxQuestions' | 'laborIntensity';
type Flags = 'autoCheck' | 'checkClsProps' | 'checkProps' | 'linkReq' | 'showStudentOntologyLink';

const TEXTS: Texts[] = ['code', 'skill', 'rComp', 'tComp', 'action', 'actionObject', 'contactType', 'form'];
const LONG: Long[] = ['description', 'resultDescription', 'summary'];
const NUMBERS: Numbers[] = ['maxPoint', 'minPositiveMark', 'maxQuestions', 'laborIntensity'];
const FLAGS: Flags[] = ['autoCheck', 'checkClsProps', 'checkProps', 'linkReq', 'showStudentOntologyLink'];

/**
 * A learning unit's own fields (domain.md §3 "Learning unit (aoe)"): name, code, descriptions, competences
 * (r_comp, t_comp), skill, action, points, labour intensity, contact type, form, summary, the reference
 * model (an ontology, the SDK's object picker) and the auto-check settings.
 */
export function UnitFields(props: { draft: UnitDraft; readonly: boolean; onChange(change: Partial<UnitDraft>): void }) {
  const { t } = useT();
  const styles = useStyles();
  const { draft, readonly, onChange } = props;
  return (
    <div className={styles.grid}>
      <Field label={t('units.fields.name')} required className={styles.wide}>
        <Input
          value={draft.name}
          readOnly={readonly}
          onChange={(_, d) => onChange({ name: d.value })}
          data-testid="unit-name"
        />
      </Field>
      {TEXTS.map((key) => (
        <Field key={key} label={t(`units.fields.${key}`)}>
          <Input
            value={draft[key]}
            readOnly={readonly}
            onChange={(_, d) => onChange({ [key]: d.value })}
            data-testid={`unit-${key}`}
          />
        </Field>
      ))}
      {NUMBERS.map((key) => (
        <Field key={key} label={t(`units.fields.${key}`)}>
          <NumberInput
            value={draft[key]}
            readOnly={readonly}
            onValue={(v) => onChange({ [key]: v })}
            data-testid={`unit-${key}`}
          />
        </Field>
      ))}
      {LONG.map((key) => (
        <Field key={key} label={t(`units.fields.${key}`)} className={styles.wide}>
          <Textarea
            value={draft[key]}
            readOnly={readonly}
            resize="vertical"
            rows={2}
            onChange={(_, d) => onChange({ [key]: d.value })}
            data-testid={`unit-${key}`}
          />
        </Field>
      ))}
      <Field label={t('units.fields.referenceModel')} hint={t('units.fields.referenceHint')} className={styles.wide}>
        <ObjectPicker
          classIds={[ONTOLOGY_MODEL.ontologyClass]}
          value={draft.referenceModel ? { id: draft.referenceModel, name: draft.referenceName } : null}
          disabled={readonly}
          onChange={(v) => onChange({ referenceModel: v?.id ?? null, referenceName: v?.name ?? '' })}
          aria-label={t('units.fields.referenceModel')}
          data-testid="unit-reference"
        />
      </Field>
      <div className={mergeClasses(styles.switches, styles.wide)}>
        {FLAGS.map((key) => (
          <Switch
            key={key}
            label={t(`units.fields.${key}`)}
            checked={draft[key]}
            disabled={readonly}
            onChange={(_, d) => onChange({ [key]: d.checked })}
            data-testid={`unit-${key}`}
          />
        ))}
      </div>
    </div>
  );
}
