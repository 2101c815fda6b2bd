import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';
import type { AssignmentsPanelProps } from './AssignmentsPanel.tsx';
import type { ObjectFormProps } from './ObjectForm.tsx';
import type { ObjectListProps } from './ObjectList.tsx';
import type { ObjectMetaProps } from './ObjectMeta.tsx';
import type { ObjectPickerProps } from './ObjectPicker.tsx';
import type { ObjectSideMenuProps } from './ObjectSideMenu.tsx';

/**
 * The object UI as the SDK hands it out: each component is a lazy chunk, fetched when a page first
 * draws it. The SDK is one shared module (runtime plugins import it whole), so an eager export would put
 * the table, the virtualiser, the pickers and their Fluent controls into the entry chunk of every page.
 */
function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <Spinner size="tiny" />,
) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

export const ObjectList = deferred<ObjectListProps>(async () => (await import('./ObjectList.tsx')).ObjectList);
export const ObjectForm = deferred<ObjectFormProps>(async () => (await import('./ObjectForm.tsx')).ObjectForm);
export const ObjectPicker = deferred<ObjectPickerProps>(async () => (await import('./ObjectPicker.tsx')).ObjectPicker);
export const ObjectMeta = deferred<ObjectMetaProps>(async () => (await import('./ObjectMeta.tsx')).ObjectMeta);
export const AssignmentsPanel = deferred<AssignmentsPanelProps>(
  async () => (await import('./AssignmentsPanel.tsx')).AssignmentsPanel,
);
export const ObjectSideMenu = deferred<ObjectSideMenuProps>(
  async () => (await import('./ObjectSideMenu.tsx')).ObjectSideMenu,
  null,
);
