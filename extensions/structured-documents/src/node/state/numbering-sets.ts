import { instanceRows, rowText, rowValue, type GetDataReply } from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';
import type { NumberingLevel, NumberingSet } from '../../common/api.ts';
import { NUMBER_FORMATS } from '../../common/number-formats.ts';
import { SDOC_CLASS, SDOC_PROP } from '../../common/schema.ts';

/**
 * The level numbering sets (domain.md §3: "Level numbering set groups levels") with their levels in level
 * order: shared settings every document numbers with, read whoever defined them. A level with an unknown
 * format numbers in decimal.
 */
export async function readNumberingSets(read: DataReader): Promise<NumberingSet[]> {
  const [sets, levels] = await Promise.all([
    read({
      act: 'get_data',
      class: SDOC_CLASS.LevelNumberingSet,
      fields: [{ prop: SDOC_PROP.setAlias }],
      limit: 1000,
    }),
    read({
      act: 'get_data',
      class: SDOC_CLASS.LevelNumbering,
      fields: [SDOC_PROP.level, SDOC_PROP.numberFormat, SDOC_PROP.levelText, SDOC_PROP.levelSet].map((prop) => ({
        prop,
      })),
      limit: 10_000,
    }),
  ]);
  const bySet = new Map<string, NumberingLevel[]>();
  for (const row of instanceRows(levels as GetDataReply)) {
    const set = rowText(row, SDOC_PROP.levelSet);
    if (!set) continue;
    const format = rowText(row, SDOC_PROP.numberFormat) as NumberingLevel['format'];
    const list = bySet.get(set) ?? [];
    list.push({
      level: Number(rowValue(row, SDOC_PROP.level) ?? list.length + 1),
      format: (NUMBER_FORMATS as readonly string[]).includes(format) ? format : 'decimal',
      levelText: rowText(row, SDOC_PROP.levelText) ?? '',
    });
    bySet.set(set, list);
  }
  return instanceRows(sets as GetDataReply).map((row) => ({
    id: row.id,
    name: row.name,
    alias: rowText(row, SDOC_PROP.setAlias) ?? row.name,
    levels: (bySet.get(row.id) ?? []).sort((a, b) => a.level - b.level),
  }));
}
