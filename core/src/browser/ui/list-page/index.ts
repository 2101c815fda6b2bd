export { ObjectListPage, ListStates } from './lazy.tsx';
export type {
  ListStatesProps,
  ObjectListItem,
  ObjectListPageProps,
  ObjectListTestIds,
} from './object-list-page-types.ts';
