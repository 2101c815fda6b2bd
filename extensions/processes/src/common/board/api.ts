/**
 * The life-cycle board's calls (issue 19 item 7, shell.md §2 `/lifeCycleBoard`), mounted under `/api/`.
 * Everything is read and written as the signed-in user through the data API, so an object's access rules
 * decide who sees a card and who may move it.
 */
export const BOARD_API = {
  /** GET `?class=<id>&tag=<id>` → BoardReply: the stages and the cards of the objects that have one. */
  board: 'processes/board',
  /** PUT MoveCard → BoardCard: sets the object's life-cycle stage. */
  card: (id: string) => `processes/board/cards/${id}`,
};

/** The board part's calls, mounted under `/api/` (paths without it). */
export const BOARD_API_PATHS: readonly string[] = [BOARD_API.board, BOARD_API.card(':id')];

/** The most cards the board shows; more are cut (`truncated`). */
export const BOARD_MAX_CARDS = 500;

/** An instance named as the user may see it: `name` is null when they may not read it. */
export interface BoardRef {
  id: string;
  name: string | null;
}

/** A column: a life-cycle stage (domain.md §3 "instance life-cycle stage": stage, icon, colour). */
export interface BoardStage {
  id: string;
  name: string;
  /** A Fluent icon name (`Edit`, `Clock`, `Checkmark`…) or null. */
  icon: string | null;
  /** A CSS colour (`#bc4b09`) or null. */
  color: string | null;
}

/** A card: an object with a stage. */
export interface BoardCard {
  id: string;
  name: string;
  stage: string;
  classId: string;
  className: string | null;
  tags: BoardRef[];
  /** The user may read but not change the object. */
  readonly: boolean;
}

export interface BoardReply {
  stages: BoardStage[];
  /** The cards that pass the filters, by name. */
  cards: BoardCard[];
  /** The classes and tags of every card before filtering: the filters' choices. */
  classes: BoardRef[];
  tags: BoardRef[];
  /** More objects have a stage than the board shows. */
  truncated: boolean;
}

export interface MoveCard {
  stage: string;
}
