import { useEffect, useState } from 'react';
import { Combobox, Option, Spinner } from '@fluentui/react-components';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { useObjectsT } from './form-texts.ts';
import { filterLiteral } from '../../../common/filter-literal.ts';
import { cellText, rowsFromReply } from './object-rows.ts';
import { PICKER_LIMIT } from './page-size.ts';

export interface PickedObject {
  id: string;
  name: string;
  /** What tells it from a same-named object (the `detailProp`'s values, as a list's column shows them). */
  detail?: string;
}

/** How an option reads: the name, then what tells it apart, e.g. "Пицца — Pizza ontology". */
export function pickedText(o: Pick<PickedObject, 'name' | 'detail'>): string {
  return o.detail ? `${o.name} — ${o.detail}` : o.name;
}

const DEBOUNCE_MS = 250;

export interface ObjectPickerProps {
  /** Classes whose instances may be picked (a property's range); their subclasses' too. */
  classIds: readonly string[];
  value: PickedObject | null;
  onChange(value: PickedObject | null): void;
  disabled?: boolean;
  /** Ids not to offer (values already chosen). */
  exclude?: readonly string[];
  /** Extra filter expression, e.g. `[author] = #user#`. */
  filter?: string;
  /**
   * A property whose values are shown beside each offered name, read with the same get_data field and
   * caption text a list's column uses (e.g. the ontology a term belongs to, so "Пицца" of one ontology is
   * told from "Пицца" of another; issue 14 item 3).
   */
  detailProp?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * Picks one instance of the given classes by name, search-as-you-type: each keystroke (debounced) asks
 * get_data for names containing the text, at most 20 per class; the server's access rules decide what
 * is offered.
 */
export function ObjectPicker(props: ObjectPickerProps) {
  const { t } = useObjectsT();
  const data = useService(CORE_TOKENS.Data);
  const [text, setText] = useState(props.value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<PickedObject[]>([]);
  const [busy, setBusy] = useState(false);

  // The chosen object as the options show it: with what tells it from same-named ones, when known.
  const valueText = props.value ? pickedText(props.value) : '';
  const hasValue = props.value !== null && props.value !== undefined;
  useEffect(() => setText(valueText), [props.value?.id, valueText]);

  const classKey = props.classIds.join(',');
  const detailProp = props.detailProp;
  useEffect(() => {
    if (!open || classKey === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      const needle = hasValue && text.trim() === valueText ? '' : text.trim();
      const search = needle ? `[name] ~ ${filterLiteral(needle)}` : undefined;
      const filter =
        [props.filter, search]
          .filter(Boolean)
          .map((f) => `(${f})`)
          .join(' and ') || undefined;
      Promise.all(
        classKey.split(',').map((classId) =>
          data.getData(
            {
              class: classId,
              filter,
              limit: PICKER_LIMIT,
              ...(detailProp ? { fields: [{ prop: detailProp }] } : {}),
            },
            { signal: controller.signal },
          ),
        ),
      )
        .then((replies) => {
          const seen = new Set<string>();
          const found = replies
            .flatMap((r) => rowsFromReply(r))
            .filter((r) => !seen.has(r.id) && (seen.add(r.id), true))
            .map((r) => {
              const detail = detailProp ? cellText(r, detailProp) : undefined;
              return detail ? { id: r.id, name: r.name, detail } : { id: r.id, name: r.name };
            });
          setOptions(found);
        })
        .catch(() => !controller.signal.aborted && setOptions([]))
        .finally(() => !controller.signal.aborted && setBusy(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [data, classKey, text, open, props.filter, hasValue, valueText, detailProp]);

  const shown = options.filter((o) => !props.exclude?.includes(o.id));
  return (
    <Combobox
      freeform
      clearable
      // Fluent's own button names are English ("Open", "Clear selection"); ours are in the interface's language.
      expandIcon={{ 'aria-label': t('objects.picker.open') }}
      clearIcon={{ 'aria-label': t('objects.picker.clear') }}
      disabled={props.disabled}
      aria-label={props['aria-label']}
      data-testid={props['data-testid']}
      placeholder={t('objects.picker.placeholder')}
      value={text}
      open={open}
      onOpenChange={(_, d) => setOpen(d.open)}
      selectedOptions={props.value ? [props.value.id] : []}
      onChange={(e) => {
        setText(e.target.value);
        setOpen(true);
        if (e.target.value === '' && props.value) props.onChange(null);
      }}
      onOptionSelect={(_, d) => {
        const picked = shown.find((o) => o.id === d.optionValue) ?? null;
        props.onChange(picked);
        setText(picked ? pickedText(picked) : '');
      }}
    >
      {busy && shown.length === 0 ? (
        <Option value="" disabled text={t('objects.picker.searching')}>
          <Spinner size="tiny" label={t('objects.picker.searching')} />
        </Option>
      ) : shown.length === 0 ? (
        <Option value="" disabled text={t('objects.picker.nothing')}>
          {t('objects.picker.nothing')}
        </Option>
      ) : (
        shown.map((o) => (
          <Option key={o.id} value={o.id} text={pickedText(o)}>
            {pickedText(o)}
          </Option>
        ))
      )}
    </Combobox>
  );
}
