import { PROP, formatDate, type ObjectListColumn } from '@ontobench/sdk';
import { ONTO_PROP } from '../../common/schema.ts';

type T = (key: string) => string;

/** The columns the lists share; each list picks its own. */
export function listColumns(t: T) {
  const created: ObjectListColumn = {
    prop: PROP.creationDate,
    label: t('lists.column.created'),
    width: '120px',
    sortable: true,
    render: (row) => formatDate(String(row.values[PROP.creationDate]?.[0]?.val ?? '').slice(0, 10) || null),
  };
  return {
    name: { prop: PROP.name, label: t('lists.column.name'), width: '2fr', sortable: true } as ObjectListColumn,
    author: { prop: PROP.author, label: t('lists.column.author'), width: '1.5fr', sortable: true } as ObjectListColumn,
    created,
    stage: {
      prop: PROP.lifeCycleStage,
      label: t('lists.column.stage'),
      width: '1fr',
      sortable: true,
    } as ObjectListColumn,
    tags: { prop: PROP.tags, label: t('lists.column.tags'), width: '1fr' } as ObjectListColumn,
    ontology: { prop: ONTO_PROP.ontology, label: t('lists.column.ontology'), width: '1fr' } as ObjectListColumn,
    parents: { prop: PROP.parentClass, label: t('lists.column.parents'), width: '1.5fr' } as ObjectListColumn,
    domain: { prop: PROP.domain, label: t('lists.column.domain'), width: '1.5fr' } as ObjectListColumn,
    range: { prop: PROP.range, label: t('lists.column.range'), width: '1.5fr' } as ObjectListColumn,
    baseType: {
      prop: PROP.baseType,
      label: t('lists.column.baseType'),
      width: '1fr',
      sortable: true,
      // The stored id ('integer') by its name in the interface's language.
      render: (row) => {
        const id = String(row.values[PROP.baseType]?.[0]?.val ?? '');
        return id ? t(`lists.baseType.${id}`) : '';
      },
    } as ObjectListColumn,
    klass: { prop: PROP.class, label: t('lists.column.class'), width: '1.5fr', sortable: true } as ObjectListColumn,
    workspace: { prop: ONTO_PROP.workspace, label: t('lists.column.workspace'), width: '1.5fr' } as ObjectListColumn,
    item: { prop: ONTO_PROP.item, label: t('lists.column.item'), width: '1.5fr' } as ObjectListColumn,
  };
}

export const BASE_TYPE_IDS = ['string', 'integer', 'real', 'boolean', 'date', 'file'] as const;

/** The base types as choices of the data property form. */
export function baseTypeChoices(t: T) {
  return BASE_TYPE_IDS.map((value) => ({ value, label: t(`lists.baseType.${value}`) }));
}

/**
 * The area's own properties (ONTO_PROP) by their names in the interface's language, for forms and
 * cards (the system properties' names come from the object form itself). A property without a text
 * yet keeps its stored name.
 */
export function ontoPropLabels(t: (key: string, options?: { defaultValue: string }) => string) {
  const labels: Record<string, string> = {};
  for (const [key, id] of Object.entries(ONTO_PROP)) {
    const text = t(`lists.prop.${key}`, { defaultValue: '' });
    if (text) labels[id] = text;
  }
  return labels;
}
