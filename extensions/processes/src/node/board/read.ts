import {
  CLASS,
  PROP,
  filterLiteral,
  instanceRows,
  rowText,
  type GetDataReply,
  type InstanceRow,
} from '@ontobench/sdk/common';
import type { DataRequest, StoreIndex, UserData } from '@ontobench/sdk/node';
import {
  BOARD_MAX_CARDS,
  type BoardCard,
  type BoardRef,
  type BoardReply,
  type BoardStage,
} from '../../common/board/api.ts';

/** The data API as the signed-in user (`ctx.data.run(user, …)`): its access rules apply. */
export type Reader = UserData;

/** The board's filters: a class id and a tag id, each optional (checked by the route). */
export interface BoardFilters {
  classId?: string;
  tagId?: string;
}

/** The most stages a board has, and the most classes holding staged objects it reads. */
const MAX_STAGES = 100;
const MAX_CLASSES = 100;

/** A get_data as the user, one row per instance. */
export async function getRows(read: Reader, request: Omit<DataRequest & { act: 'get_data' }, 'act'>) {
  return instanceRows((await read({ act: 'get_data', ...request } as DataRequest)) as GetDataReply);
}

/** The targets of an object field, named only when the user may read them. */
const refsOf = (row: InstanceRow, prop: string): BoardRef[] =>
  (row.values.get(prop) ?? []).flatMap((v) => (v.val === null ? [] : [{ id: String(v.val), name: v.cap }]));

/** The stages the user reads (every signed-in user reads them all), ordered by code, then name. */
export async function readStages(read: Reader): Promise<BoardStage[]> {
  const rows = await getRows(read, {
    class: CLASS.LifeCycleStage,
    fields: [{ prop: PROP.icon }, { prop: PROP.color }, { prop: PROP.code }],
    limit: MAX_STAGES,
  });
  const order = (row: InstanceRow) => rowText(row, PROP.code) ?? '\uffff';
  return rows
    .sort((a, b) => order(a).localeCompare(order(b), 'ru', { numeric: true }) || a.name.localeCompare(b.name, 'ru'))
    .map((row) => ({
      id: row.id,
      name: row.name,
      icon: rowText(row, PROP.icon),
      color: rowText(row, PROP.color),
    }));
}

/**
 * The classes holding objects with one of the stages. The index answers with class ids only (it has no
 * access check); the objects are then read class by class as the user.
 */
async function stagedClasses(index: StoreIndex, stages: readonly BoardStage[]): Promise<string[]> {
  const links = await Promise.all(
    stages.map((stage) => index.linksTo(stage.id, { exceptProps: [], limit: MAX_CLASSES })),
  );
  const classes = links.flat().filter((link) => link.prop === PROP.lifeCycleStage);
  return [...new Set(classes.map((link) => link.classId))].slice(0, MAX_CLASSES);
}

/**
 * The cards of one class the user reads. Another user's private class of which the user reads no object is
 * "unknown" to them (a 400 of get_data, the class's existence not leaking): it holds no card of theirs.
 */
async function readCards(
  read: Reader,
  classId: string,
  stageIds: ReadonlySet<string>,
  filter?: string,
): Promise<BoardCard[]> {
  const rows = await getRows(read, {
    class: classId,
    ...(filter ? { filter } : {}),
    fields: [{ prop: PROP.lifeCycleStage, filter_mode: 'not_empty' }, { prop: PROP.class }, { prop: PROP.tags }],
    limit: BOARD_MAX_CARDS + 1,
  }).catch((error: unknown) => {
    if ((error as { statusCode?: number } | null)?.statusCode === 400) return [];
    throw error;
  });
  return rows.flatMap((row) => {
    const stage = refsOf(row, PROP.lifeCycleStage)[0]?.id;
    const cls = refsOf(row, PROP.class)[0];
    if (!stage || !stageIds.has(stage) || !cls) return [];
    const tags = refsOf(row, PROP.tags);
    return [{ id: row.id, name: row.name, stage, classId: cls.id, className: cls.name, tags, readonly: row.readonly }];
  });
}

/** One card of the object, or null when the user may not read it or it has no stage. */
export async function readCard(read: Reader, index: StoreIndex, id: string): Promise<BoardCard | null> {
  const kind = await index.kindOf(id);
  if (!kind) return null;
  const stages = new Set((await readStages(read)).map((s) => s.id));
  const cards = await readCards(read, kind.classId, stages, `[id] = ${filterLiteral(id)}`);
  return cards.find((card) => card.id === id) ?? null;
}

/** Unique refs by id, named ones first, each by name. */
function uniqueRefs(refs: readonly BoardRef[]): BoardRef[] {
  const byId = new Map<string, BoardRef>();
  for (const ref of refs) if (!byId.get(ref.id)?.name) byId.set(ref.id, ref);
  return [...byId.values()].sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff', 'ru'));
}

/** The whole board as the user sees it: stages, and the cards that pass the filters. */
export async function readBoard(read: Reader, index: StoreIndex, filters: BoardFilters): Promise<BoardReply> {
  const stages = await readStages(read);
  const stageIds = new Set(stages.map((s) => s.id));
  const classes = await stagedClasses(index, stages);
  const byId = new Map<string, BoardCard>();
  for (const classId of classes) {
    // get_data includes subclasses: a card read through its parent class is the same card.
    for (const card of await readCards(read, classId, stageIds)) byId.set(card.id, card);
  }
  const all = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  const cards = all.filter(
    (card) =>
      (!filters.classId || card.classId === filters.classId) &&
      (!filters.tagId || card.tags.some((tag) => tag.id === filters.tagId)),
  );
  return {
    stages,
    cards: cards.slice(0, BOARD_MAX_CARDS),
    classes: uniqueRefs(all.map((card) => ({ id: card.classId, name: card.className }))),
    tags: uniqueRefs(all.flatMap((card) => card.tags)),
    truncated: cards.length > BOARD_MAX_CARDS,
  };
}
