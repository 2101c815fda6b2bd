import { Dropdown, Field, Option } from '@fluentui/react-components';
import { PROP, Services, useService, useT } from '@ontobench/sdk';
import { useEffect, useState } from 'react';
import { ONTO_CLASS } from '../../../common/schema.ts';

/** The ontologies the user may read (the data API applies the access rules), by name. */
export function OntologySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useT();
  const data = useService(Services.Data);
  const [options, setOptions] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    void data
      .getData({ class: ONTO_CLASS.Ontology, fields: [{ prop: PROP.name, sort: 'asc' }], limit: 1000 })
      .then((reply) => {
        if (!live) return;
        setOptions(reply.rows.filter((r) => r.prop === PROP.name).map((r) => ({ id: r.inst, name: String(r.val) })));
      })
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [data]);
  const selected = options.find((o) => o.id === value);
  return (
    <Field label={label}>
      <Dropdown
        aria-label={label}
        placeholder={t('exchange.compare.pick')}
        value={selected?.name ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? null)}
      >
        {options.map((o) => (
          <Option key={o.id} value={o.id}>
            {o.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
