import { PROP, formatDate, type ObjectListColumn } from '@ontobench/sdk';
import { DOC_PROP } from '../../common/schema.ts';
import { StatusBadge } from '../viewer/components/StatusBadge.tsx';

type T = (key: string) => string;
const first = (row: Parameters<NonNullable<ObjectListColumn['render']>>[0], prop: string) => {
  const value = row.values[prop]?.[0]?.val;
  return value === null || value === undefined ? null : String(value);
};

/** The document list's columns (issue 15): name, code, status with its colour, stage, author, date. */
export function documentColumns(t: T): ObjectListColumn[] {
  return [
    // Least widths that keep name, code and status on an 800 px screen (the list drops what does not fit).
    { prop: PROP.name, label: t('list.column.name'), width: '2.5fr', minWidth: 150, sortable: true },
    { prop: PROP.code, label: t('list.column.code'), width: '90px', sortable: true },
    {
      prop: DOC_PROP.status,
      label: t('list.column.status'),
      width: '1.2fr',
      minWidth: 120,
      sortable: true,
      extraFields: [{ prop: DOC_PROP.statusColor }],
      render: (row) => <StatusBadge status={first(row, DOC_PROP.status)} color={first(row, DOC_PROP.statusColor)} />,
    },
    { prop: PROP.lifeCycleStage, label: t('list.column.stage'), width: '1fr', sortable: true },
    { prop: PROP.author, label: t('list.column.author'), width: '1.5fr', sortable: true },
    {
      prop: PROP.creationDate,
      label: t('list.column.created'),
      width: '110px',
      sortable: true,
      render: (row) => formatDate(first(row, PROP.creationDate)?.slice(0, 10) || null),
    },
  ];
}
