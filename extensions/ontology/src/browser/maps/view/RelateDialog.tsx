import { useMemo, useState } from 'react';
import { Field, Input, Radio, RadioGroup, Select, Text } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { OntologyState } from '../../../common/state.ts';
import { relationChoices, type Creation, type RelationChoice } from '../model/create.ts';
import { TermDialog } from './TermDialog.tsx';

const choiceKey = (c: RelationChoice) => (c.kind === 'link' ? `link:${c.prop}` : c.kind);

/**
 * Relating two nodes: the ends (filled in by a drag on the map, or picked here from the keyboard)
 * and what the relation is — subclass-of or a new object property between classes, a link by an
 * object property between individuals (model/create.ts relationChoices).
 */
export function RelateDialog(props: {
  state: OntologyState;
  from: string;
  to: string;
  onClose(): void;
  onCreate(creation: Creation): Promise<void>;
}) {
  const { t } = useT();
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  const [picked, setPicked] = useState('');
  const [name, setName] = useState('');
  const ends = useMemo(
    () => [
      ...props.state.classes.map((c) => ({ id: c.id, name: `${c.name} (${t('maps.kinds.class')})` })),
      ...props.state.individuals.map((i) => ({ id: i.id, name: `${i.name} (${t('maps.kinds.individual')})` })),
    ],
    [props.state, t],
  );
  const choices = from && to ? relationChoices(props.state, from, to) : [];
  const chosen = choices.find((c) => choiceKey(c) === picked) ?? choices[0];
  const nameOf = (id: string) => ends.find((e) => e.id === id)?.name ?? '';
  const label = (c: RelationChoice) =>
    c.kind === 'subclass'
      ? t('maps.relate.subclass', { from: nameOf(from), to: nameOf(to) })
      : c.kind === 'property'
        ? t('maps.relate.property')
        : t('maps.relate.link', { name: c.name });
  const submit = () => {
    if (!chosen) return t('maps.relate.none');
    if (chosen.kind === 'subclass') return props.onCreate({ kind: 'subclass', from, to });
    if (chosen.kind === 'link') return props.onCreate({ kind: 'link', from, to, prop: chosen.prop });
    if (name.trim() === '') return t('maps.create.nameRequired');
    return props.onCreate({ kind: 'property', id: crypto.randomUUID(), name: name.trim(), from, to });
  };
  const endSelect = (value: string, set: (v: string) => void, labelKey: string, testId: string) => (
    <Field label={t(labelKey)} required>
      <Select value={value} onChange={(_, d) => set(d.value)} data-testid={testId}>
        <option value="">{t('maps.create.choose')}</option>
        {ends.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <TermDialog title={t('maps.relate.title')} testId="map-relate-dialog" onClose={props.onClose} onSubmit={submit}>
      {endSelect(from, setFrom, 'maps.relate.from', 'map-relate-from')}
      {endSelect(to, setTo, 'maps.relate.to', 'map-relate-to')}
      {from && to && choices.length === 0 && <Text role="status">{t('maps.relate.none')}</Text>}
      {choices.length > 0 && (
        <Field label={t('maps.relate.kind')}>
          <RadioGroup value={chosen ? choiceKey(chosen) : ''} onChange={(_, d) => setPicked(d.value)}>
            {choices.map((c) => (
              <Radio key={choiceKey(c)} value={choiceKey(c)} label={label(c)} data-testid={`map-relate-${c.kind}`} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {chosen?.kind === 'property' && (
        <Field label={t('maps.relate.propertyName')} required>
          <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="map-relate-name" />
        </Field>
      )}
    </TermDialog>
  );
}
