import { useState } from 'react';
import { Button, Dropdown, Field, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { ListStates, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import { addClassOps, addPropertyOps, loadOntology, type StudentOntologyContent } from './student-ontology.ts';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/**
 * The student's personal ontology for the course (issue 20 item 4), where they build the answer to the unit's
 * ontology tasks: its classes (with a parent) and properties (object: domain → range; data: a text of the
 * domain), added and removed here as the student, in the education app. The check compares it with the
 * unit's reference model when the unit is submitted.
 */
export function StudentOntologyBuilder(props: { ontology: { id: string; name: string } }) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState('');
  const load = useLoad(`student-ontology-${props.ontology.id}-${attempt}`, () => loadOntology(data, props.ontology.id));
  const write = async (ops: Parameters<typeof data.setData>[0]) => {
    setProblem('');
    try {
      await data.setData(ops);
      setAttempt((n) => n + 1);
      return true;
    } catch (error) {
      setProblem((await errorText(error, t('work.ontology.failed'))).text);
      return false;
    }
  };
  return (
    <section className={styles.box} aria-labelledby="student-ontology-title" data-testid="student-ontology">
      <Text as="h3" id="student-ontology-title" weight="semibold">
        {t('work.ontology.title', { name: props.ontology.name })}
      </Text>
      <Text className={styles.muted}>{t('work.ontology.hint')}</Text>
      <ListStates
        texts="work.ontology.content"
        testIds={{ failed: 'student-ontology-failed', empty: 'student-ontology-empty' }}
        load={load}
        isEmpty={() => false}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(content) => (
          <OntologyContent
            content={content}
            onAddClass={(name, parent) => write(addClassOps(props.ontology.id, name, parent))}
            onAddProperty={(input) => write(addPropertyOps(props.ontology.id, input))}
            onDelete={(id) => write([{ op: 'del', inst: id }])}
          />
        )}
      </ListStates>
      {problem && (
        <Text role="alert" data-testid="student-ontology-problem">
          {problem}
        </Text>
      )}
    </section>
  );
}

function OntologyContent(props: {
  content: StudentOntologyContent;
  onAddClass: (name: string, parent: string | null) => Promise<boolean>;
  onAddProperty: (input: {
    name: string;
    kind: 'object' | 'data';
    domain: string;
    range: string | null;
  }) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { classes, properties } = props.content;
  const nameOf = (id: string) => classes.find((c) => c.id === id)?.name ?? '—';
  const [className, setClassName] = useState('');
  const [parent, setParent] = useState('');
  const [propName, setPropName] = useState('');
  const [kind, setKind] = useState<'object' | 'data'>('object');
  const [domain, setDomain] = useState('');
  const [range, setRange] = useState('');
  const parentOptions = [
    <Option key="" value="" text={t('work.ontology.noParent')}>
      {t('work.ontology.noParent')}
    </Option>,
    ...classes.map((c) => (
      <Option key={c.id} value={c.id} text={c.name}>
        {c.name}
      </Option>
    )),
  ];
  const remove = (id: string, name: string) => (
    <Button
      size="small"
      appearance="subtle"
      icon={<DeleteRegular />}
      aria-label={t('work.ontology.remove', { name })}
      onClick={() => void props.onDelete(id)}
    />
  );
  return (
    <>
      <Text weight="semibold">{t('work.ontology.classes')}</Text>
      {classes.length === 0 ? (
        <Text className={styles.muted}>{t('work.ontology.noClasses')}</Text>
      ) : (
        <ul className={styles.list} data-testid="student-ontology-classes">
          {classes.map((c) => (
            <li key={c.id} className={styles.item}>
              <Text>
                {c.name}
                {c.parents.length > 0 && ` — ${t('work.ontology.parent', { name: c.parents.map(nameOf).join(', ') })}`}
              </Text>
              {remove(c.id, c.name)}
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (!className.trim()) return;
          void props.onAddClass(className.trim(), parent || null).then((ok) => ok && setClassName(''));
        }}
      >
        <Field label={t('work.ontology.className')}>
          <Input value={className} onChange={(_, d) => setClassName(d.value)} data-testid="new-class-name" />
        </Field>
        <Field label={t('work.ontology.parentField')}>
          <Dropdown
            value={parent ? nameOf(parent) : t('work.ontology.noParent')}
            selectedOptions={[parent]}
            onOptionSelect={(_, d) => setParent(d.optionValue ?? '')}
          >
            {parentOptions}
          </Dropdown>
        </Field>
        <Button type="submit" disabled={!className.trim()} data-testid="add-class">
          {t('work.ontology.addClass')}
        </Button>
      </form>
      <Text weight="semibold">{t('work.ontology.properties')}</Text>
      {properties.length === 0 ? (
        <Text className={styles.muted}>{t('work.ontology.noProperties')}</Text>
      ) : (
        <ul className={styles.list} data-testid="student-ontology-properties">
          {properties.map((p) => (
            <li key={p.id} className={styles.item}>
              <Text>
                {t(p.kind === 'object' ? 'work.ontology.objectProperty' : 'work.ontology.dataProperty', {
                  name: p.name,
                  domain: p.domain.map(nameOf).join(', ') || '—',
                  range: p.range.map(nameOf).join(', ') || '—',
                })}
              </Text>
              {remove(p.id, p.name)}
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (!propName.trim() || !domain) return;
          void props
            .onAddProperty({ name: propName.trim(), kind, domain, range: kind === 'object' ? range || null : null })
            .then((ok) => ok && setPropName(''));
        }}
      >
        <Field label={t('work.ontology.propertyName')}>
          <Input value={propName} onChange={(_, d) => setPropName(d.value)} data-testid="new-property-name" />
        </Field>
        <Field label={t('work.ontology.kind')}>
          <Dropdown
            value={t(kind === 'object' ? 'work.ontology.kindObject' : 'work.ontology.kindData')}
            selectedOptions={[kind]}
            onOptionSelect={(_, d) => setKind(d.optionValue === 'data' ? 'data' : 'object')}
          >
            <Option value="object">{t('work.ontology.kindObject')}</Option>
            <Option value="data">{t('work.ontology.kindData')}</Option>
          </Dropdown>
        </Field>
        <ClassField
          label={t('work.ontology.domain')}
          classes={classes}
          value={domain}
          onChange={setDomain}
          testId="new-property-domain"
        />
        {kind === 'object' && (
          <ClassField
            label={t('work.ontology.range')}
            classes={classes}
            value={range}
            onChange={setRange}
            testId="new-property-range"
          />
        )}
        <Button type="submit" disabled={!propName.trim() || !domain} data-testid="add-property">
          {t('work.ontology.addProperty')}
        </Button>
      </form>
    </>
  );
}

/** A class of the ontology to pick (a property's domain or range). */
function ClassField(props: {
  label: string;
  classes: StudentOntologyContent['classes'];
  value: string;
  onChange: (id: string) => void;
  testId: string;
}) {
  const { t } = useT();
  return (
    <Field label={props.label}>
      <Dropdown
        value={props.classes.find((c) => c.id === props.value)?.name ?? ''}
        placeholder={t('work.ontology.chooseClass')}
        selectedOptions={[props.value]}
        onOptionSelect={(_, d) => props.onChange(d.optionValue ?? '')}
        data-testid={props.testId}
      >
        {props.classes.map((c) => (
          <Option key={c.id} value={c.id} text={c.name}>
            {c.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
