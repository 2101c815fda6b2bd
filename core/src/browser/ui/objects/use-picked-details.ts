import { useEffect, useState } from 'react';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../kernel-context.tsx';
import { cellText, rowsFromReply } from './object-rows.ts';
import type { PickedObject } from './ObjectPicker.tsx';

const literal = (id: string) => `'${id.replace(/'/g, "''")}'`;

/**
 * The objects of a field with what tells each from a same-named one (`detailProp`'s values, e.g. the
 * ontology), as the picker shows them: values read from the server come with their names only, so their
 * details are asked for here, one get_data per class of the field's range. Without `detailProp` the
 * values are returned as they are.
 */
export function usePickedDetails(
  values: readonly PickedObject[],
  range: readonly string[],
  detailProp: string | undefined,
): PickedObject[] {
  const data = useService(CORE_TOKENS.Data);
  const [details, setDetails] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = detailProp ? values.filter((v) => v.detail === undefined && !details.has(v.id)).map((v) => v.id) : [];
  const key = missing.join(',');
  const classes = range.join(',');
  useEffect(() => {
    if (!detailProp || key === '' || classes === '') return;
    let live = true;
    const ids = key.split(',');
    Promise.all(
      classes.split(',').map((classId) =>
        data.getData({
          class: classId,
          filter: `[id] in (${ids.map(literal).join(', ')})`,
          fields: [{ prop: detailProp }],
          limit: ids.length,
        }),
      ),
    )
      .then((replies) => {
        if (!live) return;
        setDetails((had) => {
          const found = new Map(had);
          for (const row of replies.flatMap((r) => rowsFromReply(r)))
            found.set(row.id, cellText(row, detailProp) ?? '');
          // An id no class answered for has no detail: not asked again.
          for (const id of ids) if (!found.has(id)) found.set(id, '');
          return found;
        });
      })
      .catch((error: unknown) => console.warn('picked objects: details not loaded', error));
    return () => {
      live = false;
    };
  }, [data, key, detailProp, classes]);
  if (!detailProp) return [...values];
  return values.map((v) => (v.detail !== undefined || !details.get(v.id) ? v : { ...v, detail: details.get(v.id) }));
}
