import { Field, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { FilePicker, Page, usePageTitle, useT } from '@ontobench/sdk';
import { useState } from 'react';
import { DiffRun } from '../components/DiffRun.tsx';
import { IgnoredFields } from '../components/IgnoredFields.tsx';
import { OntologySelect } from '../components/OntologySelect.tsx';
import { ready, useDiff, type StateSource } from '../components/useDiff.ts';

/** `/ontology-compare`: the comparison area with two state files (either may be an ontology of the store). */
export default function ComparePage() {
  const { t } = useT();
  usePageTitle(t('exchange.compare.title'));
  const [a, setA] = useState<StateSource>({ kind: 'file', text: null, name: null });
  const [b, setB] = useState<StateSource>({ kind: 'file', text: null, name: null });
  const [ignored, setIgnored] = useState<string[]>([]);
  const diff = useDiff();
  return (
    <Page title={t('exchange.compare.title')}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Text>{t('exchange.compare.intro')}</Text>
        <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <SourcePicker testId="state1" label={t('exchange.compare.side1')} value={a} onChange={setA} />
          <SourcePicker testId="state2" label={t('exchange.compare.side2')} value={b} onChange={setB} />
          <IgnoredFields value={ignored} onChange={setIgnored} />
        </div>
        <DiffRun diff={diff} canRun={ready(a) && ready(b)} onRun={() => void diff.run(a, b, ignored)} />
      </div>
    </Page>
  );
}

function SourcePicker({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: StateSource;
  onChange: (v: StateSource) => void;
  testId: string;
}) {
  const { t } = useT();
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, minWidth: 260 }} data-testid={testId}>
      <legend style={{ fontWeight: 600 }}>{label}</legend>
      <RadioGroup
        layout="horizontal"
        value={value.kind}
        onChange={(_, d) =>
          onChange(d.value === 'store' ? { kind: 'store', id: null } : { kind: 'file', text: null, name: null })
        }
      >
        <Radio value="file" label={t('exchange.compare.fromFile')} />
        <Radio value="store" label={t('exchange.compare.fromStore')} />
      </RadioGroup>
      {value.kind === 'file' ? (
        <Field label={t('exchange.compare.file')}>
          <FilePicker
            label={`${label}: ${t('exchange.compare.file')}`}
            accept=".json,application/json"
            onFile={(file) => {
              if (!file) return onChange({ kind: 'file', text: null, name: null });
              void file.text().then((text) => onChange({ kind: 'file', text, name: file.name }));
            }}
          />
        </Field>
      ) : (
        <OntologySelect
          label={t('exchange.compare.ontology')}
          value={value.id}
          onChange={(id) => onChange({ kind: 'store', id })}
        />
      )}
    </fieldset>
  );
}
