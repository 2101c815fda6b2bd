import { useEffect, useState } from 'react';
import { Combobox, Option } from '@fluentui/react-components';
import { SHELL_CONSTANTS, Services, useService, useT } from '@ontobench/sdk';
import type { Ref, TermKind } from '../../../common/explore.ts';
import { searchTerms } from '../api.ts';
import { termDetail } from '../quick-launch.ts';

/** What a matching can join (ONTO_PROP.matchSource/matchTarget range): classes and properties. */
const MATCHABLE: readonly TermKind[] = ['class', 'objectProperty', 'dataProperty'];

/** A term chosen by typing part of its name (the ontology search), for the matchings form. */
export function TermPicker(props: { label: string; value: Ref | null; onChange: (term: Ref | null) => void }) {
  const { t } = useT();
  const data = useService(Services.Data);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<(Ref & { kind: TermKind; detail?: string })[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (q === '' || q === props.value?.name) return;
    let live = true;
    const timer = setTimeout(() => {
      searchTerms(data, q).then(
        (r) =>
          live &&
          setOptions(
            r.groups
              .filter((g) => MATCHABLE.includes(g.kind))
              .flatMap((g) => g.items.map((i) => ({ id: i.id, name: i.name, kind: g.kind, detail: termDetail(i) }))),
          ),
        () => live && setOptions([]),
      );
    }, SHELL_CONSTANTS.defaultDebounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, text, props.value?.name]);
  return (
    <Combobox
      aria-label={props.label}
      placeholder={t('explore.matchings.pickTerm')}
      value={text}
      freeform
      onChange={(e) => {
        setText(e.target.value);
        if (props.value) props.onChange(null);
      }}
      onOptionSelect={(_e, d) => {
        const picked = options.find((o) => o.id === d.optionValue);
        props.onChange(picked ? { id: picked.id, name: picked.name } : null);
        setText(picked?.name ?? '');
      }}
    >
      {options.map((o) => (
        // The ontology beside the name: two terms named alike in two ontologies are told apart.
        <Option key={o.id} value={o.id} text={o.detail ? `${o.name} — ${o.detail}` : o.name}>
          {`${o.detail ? `${o.name} — ${o.detail}` : o.name} · ${t(`explore.kind.${o.kind}`)}`}
        </Option>
      ))}
    </Combobox>
  );
}
