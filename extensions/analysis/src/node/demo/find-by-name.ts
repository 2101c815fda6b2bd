import { filterLiteral, instanceRows, type GetDataReply } from '@ontobench/sdk/common';
import type { DataReader } from '@ontobench/sdk/node';

/**
 * The demo seeds' way to find the demo model's classes and properties: the id of the first instance of
 * `classId` named `name` that `read`'s user sees, or null (a database seeded without the sample ontology).
 */
export function findByName(read: DataReader): (classId: string, name: string) => Promise<string | null> {
  return async (classId, name) => {
    const reply = (await read({
      act: 'get_data',
      class: classId,
      filter: `[name] = ${filterLiteral(name)}`,
      limit: 1,
    })) as GetDataReply;
    return instanceRows(reply)[0]?.id ?? null;
  };
}
