import type { FormField, Scalar, SetDataOperation } from '../../../common/data-api.ts';
import type { FieldValue } from '../../../common/validation/field-validator.ts';
import type { PickedObject } from './ObjectPicker.tsx';

/**
 * What a form field holds while it is edited: text for data values (what an input gives), a flag for
 * booleans, picked objects for object properties. One entry per value; single fields have at most one.
 */
export type EditValue = string | boolean | PickedObject;
export type FormValues = Record<string, EditValue[]>;

/** The editable values of get_form's fields (with `inst`, their current values). */
export function initialValues(fields: readonly FormField[]): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    out[f.prop] = (f.values ?? []).map((v) =>
      f.kind === 'object'
        ? { id: String(v.val), name: v.cap ?? String(v.val) }
        : f.base_type === 'boolean'
          ? v.val === true
          : String(v.val ?? ''),
    );
  }
  return out;
}

/** A value as the server takes it: numbers for integer and real, booleans, ids for objects, text otherwise. */
export function toScalar(field: FormField, value: EditValue): Scalar | null {
  if (typeof value === 'object') return value.id;
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  if (text === '') return null;
  if (field.base_type === 'integer' || field.base_type === 'real') {
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) ? n : text;
  }
  return field.base_type === 'string' ? value : text;
}

/** The field's value for the validator: a list for multi-valued fields, one value (or null) otherwise. */
export function validatorValue(field: FormField, values: readonly EditValue[]): FieldValue {
  const scalars = values.map((v) => toScalar(field, v)).filter((v): v is Scalar => v !== null);
  if (field.multiple) return scalars;
  if (field.base_type === 'boolean' && values.length > 0) return values[0] === true;
  return scalars[0] ?? null;
}

function same(a: readonly (Scalar | null)[], b: readonly (Scalar | null)[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * The set_data operations that turn the original values into the edited ones: one `upd` per changed
 * field (a list for a multi-valued field, null to clear). Unchanged fields send nothing.
 */
export function changeOperations(
  inst: string,
  fields: readonly FormField[],
  original: FormValues,
  edited: FormValues,
): SetDataOperation[] {
  const ops: SetDataOperation[] = [];
  for (const f of fields) {
    const before = (original[f.prop] ?? []).map((v) => toScalar(f, v)).filter((v) => v !== null);
    let after = (edited[f.prop] ?? []).map((v) => toScalar(f, v)).filter((v) => v !== null);
    // An unticked box that was empty stays empty: false is "no value" for an obligatory check anyway.
    if (f.base_type === 'boolean' && before.length === 0 && after.length === 1 && after[0] === false) after = [];
    if (same(before, after)) continue;
    const val = f.multiple ? (after.length > 0 ? (after as Scalar[]) : null) : (after[0] ?? null);
    ops.push({ op: 'upd', inst, prop: f.prop, val });
  }
  return ops;
}

/** Fields grouped by their form tab, in the order the tabs first appear ('main' first). */
export function fieldsByTab(fields: readonly FormField[]): [string, FormField[]][] {
  const tabs = new Map<string, FormField[]>([['main', []]]);
  for (const f of fields) tabs.set(f.tab || 'main', [...(tabs.get(f.tab || 'main') ?? []), f]);
  return [...tabs.entries()].filter(([, list]) => list.length > 0);
}
