import { filterLiteral, instanceRows, type GetDataReply, type InstanceRow } from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';

/** The instances of `className` `read`'s user may read (all, or the one with `id`), with the `fields` asked. */
export async function readRows(
  read: DataReader,
  className: string,
  fields: readonly string[],
  id?: string,
): Promise<InstanceRow[]> {
  const reply = (await read({
    act: 'get_data',
    class: className,
    ...(id ? { filter: `[id] = ${filterLiteral(id)}` } : {}),
    fields: fields.map((prop) => ({ prop })),
    limit: 1000,
  })) as GetDataReply;
  return instanceRows(reply);
}
