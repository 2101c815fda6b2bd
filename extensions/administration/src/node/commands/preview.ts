import { CLASS, instanceRows, inIds, rowTexts, type GetDataReply } from '@ontobench/sdk/common';
import { readRows, type UserData } from '@ontobench/sdk/node';
import type { CommandDto, CommandPreview } from '../../common/commands/api.ts';

/**
 * One page of a command's rows (issue 21 item 3): the command run by name through the data API as the
 * administrator (shell.md §7 get_data `command`, so the core resolves it exactly as for any caller), its
 * visible top-level fields as columns named after their properties.
 */
export async function previewCommand(
  data: UserData,
  command: CommandDto,
  page: { offset: number; limit: number; cache: boolean },
): Promise<CommandPreview> {
  const reply = (await data({
    act: 'get_data',
    command: command.name,
    offset: page.offset,
    limit: page.limit,
    ...(page.cache ? { cache: true } : {}),
  })) as GetDataReply;
  const props = visibleProps(command.json);
  const names = await propertyNames(data, props);
  return {
    columns: props.map((prop) => ({ prop, name: names.get(prop) ?? prop })),
    rows: instanceRows(reply).map((row) => ({
      id: row.id,
      name: row.name,
      cells: props.map((prop) =>
        (row.values.get(prop) ?? []).map((v) => v.cap ?? (v.val === null ? '' : String(v.val))).join(', '),
      ),
    })),
    total: reply.count_rows ?? 0,
    offset: page.offset,
    limit: page.limit,
  };
}

function visibleProps(json: string): string[] {
  const stored = JSON.parse(json) as { fields?: { prop: string; hidden?: boolean }[] };
  return [...new Set((stored.fields ?? []).filter((f) => !f.hidden).map((f) => f.prop))];
}

/** The names of properties (data and object), as the administrator reads them; unknown ones are left out. */
async function propertyNames(data: UserData, props: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (props.length === 0) return out;
  for (const cls of [CLASS.DataProperty, CLASS.ObjectProperty])
    for (const row of await readRows(data, cls, [], { filter: inIds('id', props) }))
      out.set(row.id, row.name || rowTexts(row, 'name')[0] || row.id);
  return out;
}
