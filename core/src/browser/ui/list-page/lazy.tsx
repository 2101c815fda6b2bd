import type { ComponentType, ReactNode } from 'react';
import { deferred } from '../lazy/deferred.tsx';
import type { ListStatesProps, ObjectListItem, ObjectListPageProps } from './object-list-page-types.ts';

// The list page and the list states as the SDK hands them out: lazy chunks (their Fluent controls are not
// in the first page), typed back to the generic components they are.

export const ObjectListPage = deferred<ObjectListPageProps<ObjectListItem>>(
  async () =>
    (await import('./ObjectListPage.tsx')).ObjectListPage as unknown as ComponentType<
      ObjectListPageProps<ObjectListItem>
    >,
) as <T extends ObjectListItem>(props: ObjectListPageProps<T>) => ReactNode;

export const ListStates = deferred<ListStatesProps<unknown>>(
  async () => (await import('./ListStates.tsx')).ListStates as ComponentType<ListStatesProps<unknown>>,
) as <T>(props: ListStatesProps<T>) => ReactNode;
