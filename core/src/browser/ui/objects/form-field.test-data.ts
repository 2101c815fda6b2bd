import type { FormField } from '../../../common/data-api.ts';

/** A get_form field for the object form's tests: a single-valued string field unless `over` says otherwise. */
export const formField = (over: Partial<FormField>): FormField => ({
  prop: 'p',
  tab: 'main',
  kind: 'data',
  base_type: 'string',
  multiple: false,
  range: [],
  constraints: null,
  default: null,
  ...over,
});
