import { PROP } from '@ontobench/sdk/common';

/**
 * The class views part's calls (under `/api/`; issue 21 item 3; shell.md §2 `/settings/views`, domain.md §3
 * "class views per role"). Listing, saving and deleting views are the administrators'; `mine` is every
 * signed-in user's: the views of the roles they hold, which the core's object forms and lists follow
 * (`Services.ClassViews`).
 */
export const VIEWS_API = {
  /** GET → `{ views: ClassViewDto[] }`; PUT ClassViewInput → ClassViewDto (one view per class and role). */
  views: 'administration/class-views',
  /** DELETE → 204. */
  view: (id: string) => `administration/class-views/${id}`,
  /** GET → `{ views: Record<classId, ClassViewField[]> }`: the views that apply to the caller. */
  mine: 'administration/class-views/mine',
} as const;

export const VIEWS_API_PATHS: readonly string[] = [VIEWS_API.views, VIEWS_API.view(':id'), VIEWS_API.mine];

/**
 * One field of a view: the property and the tab it is shown on (`main` when absent); `list` whether it is
 * a column of the class's lists (true: added even where a list has no such column; false: not a column;
 * absent, as views saved before had it: a column where the list has one); `form: false` a list column
 * only — the author or the creation date, which no form has. `label` (answered by `mine` only): the
 * property's name, the heading of a column a list adds.
 */
export interface ClassViewField {
  prop: string;
  tab?: string;
  list?: boolean;
  form?: false;
  label?: string;
}

/** Columns of every instance that no form holds but a view may put on the lists: the author, the creation date. */
export const LIST_ONLY_PROPS: readonly string[] = [PROP.author, PROP.creationDate];

export interface ClassViewDto {
  id: string;
  classId: string;
  className: string;
  roleCode: string;
  /** The fields shown, in their order; every other field of the class is hidden for the role. */
  fields: ClassViewField[];
}

export interface ClassViewInput {
  classId: string;
  roleCode: string;
  fields: ClassViewField[];
}
