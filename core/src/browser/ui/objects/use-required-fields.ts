import { useEffect, useMemo, useState } from 'react';
import type { FormField, Scalar } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { parseConstraints, validateFields } from '../../../common/validation/field-validator.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { useT } from '../use-t.ts';
import { toScalar, validatorValue, type EditValue, type FormValues } from './form-values.ts';

/** The obligatory fields of a new object's class, as a create dialog edits them (`useRequiredFields`). */
export interface RequiredFields {
  /** The class's fields with the constraint `required` (the name aside: the dialog asks for it). */
  fields: readonly FormField[];
  values: Readonly<FormValues>;
  set(prop: string, values: EditValue[]): void;
  /** The fields the validator refuses (domain.md §5), a message each, by property id: empty when all pass. */
  problems(): Record<string, string>;
  /** The values to write with the new object: one `upd` each. */
  writes(): { prop: string; val: Scalar | Scalar[] }[];
}

/**
 * The obligatory fields of a new object of `classId` (null: no class chosen yet), read with get_form on
 * the class: the server refuses a new object that leaves one empty (`field.required` at `new`), so a
 * create dialog asks for them and checks them before sending (issue 14). A failed look-up asks for none:
 * the server's refusal still names the field.
 */
export function useRequiredFields(classId: string | null | undefined): RequiredFields {
  const data = useService(CORE_TOKENS.Data);
  const { i18n } = useT();
  const [fields, setFields] = useState<readonly FormField[]>([]);
  const [values, setValues] = useState<FormValues>({});
  useEffect(() => {
    setFields([]);
    setValues({});
    if (!classId) return;
    let live = true;
    data
      .getForm({ class: classId, prop_cap: true })
      .then((form) => {
        if (!live) return;
        setFields(form.fields.filter((f) => f.prop !== PROP.name && parseConstraints(f.constraints).required === true));
      })
      .catch((error: unknown) => console.warn('required fields: get_form failed', error));
    return () => {
      live = false;
    };
  }, [data, classId]);

  const language = i18n.language === 'en' ? 'en' : 'ru';
  return useMemo(
    () => ({
      fields,
      values,
      set: (prop, list) => setValues((v) => ({ ...v, [prop]: list })),
      problems: () => {
        const found = validateFields(
          fields,
          Object.fromEntries(fields.map((f) => [f.prop, validatorValue(f, values[f.prop] ?? [])])),
          { language },
        );
        return Object.fromEntries(Object.entries(found).map(([prop, issues]) => [prop, issues[0]!.message]));
      },
      writes: () =>
        fields.flatMap((f) => {
          const list = (values[f.prop] ?? []).map((v) => toScalar(f, v)).filter((v): v is Scalar => v !== null);
          if (list.length === 0) return [];
          return [{ prop: f.prop, val: f.multiple ? list : list[0]! }];
        }),
    }),
    [fields, values, language],
  );
}
