import { Text } from '@fluentui/react-components';
import { Page, usePageTitle, useT } from '@ontobench/sdk';
import { useState } from 'react';
import { DiffRun } from '../components/DiffRun.tsx';
import { IgnoredFields } from '../components/IgnoredFields.tsx';
import { OntologySelect } from '../components/OntologySelect.tsx';
import { useDiff } from '../components/useDiff.ts';

/** `/ontologyDiff`: the diff of two ontologies of the store, shown like the comparison. */
export default function OntologyDiffPage() {
  const { t } = useT();
  usePageTitle(t('exchange.diff.title'));
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const [ignored, setIgnored] = useState<string[]>([]);
  const diff = useDiff();
  return (
    <Page title={t('exchange.diff.title')}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Text>{t('exchange.diff.intro')}</Text>
        <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <OntologySelect label={t('exchange.diff.first')} value={first} onChange={setFirst} />
          <OntologySelect label={t('exchange.diff.second')} value={second} onChange={setSecond} />
          <IgnoredFields value={ignored} onChange={setIgnored} />
        </div>
        <DiffRun
          diff={diff}
          canRun={first !== null && second !== null}
          onRun={() => void diff.run({ kind: 'store', id: first }, { kind: 'store', id: second }, ignored)}
        />
      </div>
    </Page>
  );
}
