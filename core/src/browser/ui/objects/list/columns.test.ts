import { describe, expect, it } from 'vitest';
import { PROP } from '../../../../common/ontology/system-ontology.ts';
import {
  ROW_CHROME,
  columnFields,
  columnMinWidth,
  columnsThatFit,
  gridTemplate,
  type ObjectListColumn,
} from './columns.ts';

const column = (prop: string, width?: string, minWidth?: number): ObjectListColumn => ({
  prop,
  label: prop,
  ...(width ? { width } : {}),
  ...(minWidth !== undefined ? { minWidth } : {}),
});
// The ontology list's columns: name 2fr, author 1.5fr, created 120px, stage 1fr, tags 1fr.
const ontologyColumns = [
  column('name', '2fr'),
  column('author', '1.5fr'),
  column('created', '120px'),
  column('stage', '1fr'),
  column('tags', '1fr'),
];

describe('object list columns in a narrow list', () => {
  it('a column needs its own least width, a fixed track its width, or 80 px a fraction', () => {
    expect(ontologyColumns.map(columnMinWidth)).toEqual([160, 120, 120, 80, 80]);
    expect(columnMinWidth(column('x'))).toBe(80);
    expect(columnMinWidth(column('x', '2fr', 200))).toBe(200);
  });

  it('fraction tracks never shrink below the least width; fixed tracks stay, the actions have 96 px', () => {
    expect(gridTemplate(ontologyColumns.slice(0, 3), true)).toBe('minmax(160px, 2fr) minmax(120px, 1.5fr) 120px 96px');
    expect(gridTemplate([column('x')], false)).toBe('minmax(80px, 1fr)');
  });

  it('shows the first columns that fit, in their order, always the first; all while the width is unknown', () => {
    const names = (width: number | undefined, actions = true) =>
      columnsThatFit(ontologyColumns, width, actions).map((c) => c.prop);
    expect(names(undefined)).toEqual(['name', 'author', 'created', 'stage', 'tags']);
    const all = ROW_CHROME.paddingPx + 560 + 4 * ROW_CHROME.gapPx + ROW_CHROME.actionsPx + ROW_CHROME.gapPx;
    expect(names(all)).toEqual(['name', 'author', 'created', 'stage', 'tags']);
    expect(names(all - 1)).toEqual(['name', 'author', 'created', 'stage']);
    expect(names(all - ROW_CHROME.actionsPx - ROW_CHROME.gapPx, false)).toEqual([
      'name',
      'author',
      'created',
      'stage',
      'tags',
    ]);
    // The list at 800 px with the drawer open was about 470 px wide: name and author, not a squeezed name.
    expect(names(470)).toEqual(['name', 'author']);
    expect(names(100)).toEqual(['name']);
  });
});

describe('columnFields: what get_data is asked for', () => {
  it('each column’s field (not the name, which every row has) and the extra fields its render reads', () => {
    expect(
      columnFields([
        column(PROP.name),
        { ...column('status'), extraFields: [{ prop: 'statusColor' }] },
        { ...column('stage'), field: { prop: 'stage', sort: 'asc' } },
      ]),
    ).toEqual([{ prop: 'status' }, { prop: 'statusColor' }, { prop: 'stage', sort: 'asc' }]);
  });
});
