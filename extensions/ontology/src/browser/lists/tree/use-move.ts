import { useCallback } from 'react';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';
import type { ClassTree } from './class-tree.ts';
import { moveOps, moveProblem } from './reparent.ts';
import type { TreeRow } from './visible-rows.ts';

/**
 * Re-parents a class: checks the move (a cycle or no change is refused with a translated text, nothing
 * sent), saves it with one set_data, and applies it to the loaded classes. Answers the refusal's text,
 * or null once saved; the caller shows the text (a notice after a drop, the dialog's message bar).
 */
export function useMove(tree: ClassTree | null, setParents: (id: string, parents: string[]) => void) {
  const { t } = useT();
  const data = useService(Services.Data);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  return useCallback(
    async (row: TreeRow, to: string | null): Promise<string | null> => {
      if (!tree) return null;
      const move = { id: row.id, from: row.parentId, to };
      const parent = to ? (tree.byId.get(to)?.name ?? to) : '';
      const problem = moveProblem(tree, move);
      if (problem) return t(`classTree.${problem}`, { name: row.name, parent });
      try {
        await data.setData(moveOps(tree, move));
      } catch (error) {
        // The server's refusal (a cycle made meanwhile, no right to change the class), translated.
        return (await errorText(error, t('classTree.moveFailed'))).text;
      }
      // The class's full parent list: the loaded ones changed as moved, and any outside the set kept.
      const all = tree.byId.get(row.id)?.parents ?? [];
      const next = all.filter((p) => p !== move.from);
      if (to && !next.includes(to)) next.push(to);
      setParents(row.id, next);
      notifications.show({
        color: 'success',
        text: to ? t('classTree.moved', { name: row.name, parent }) : t('classTree.movedRoot', { name: row.name }),
      });
      return null;
    },
    [tree, data, notifications, setParents, t, errorText],
  );
}
