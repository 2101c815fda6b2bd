import { deferred } from '../lazy/deferred.tsx';
import type { AssignmentsPanelProps } from './AssignmentsPanel.tsx';
import type { ObjectFormProps } from './ObjectForm.tsx';
import type { ObjectListProps } from './ObjectList.tsx';
import type { ObjectMetaProps } from './ObjectMeta.tsx';
import type { ObjectPickerProps } from './ObjectPicker.tsx';
import type { ObjectSideMenuProps } from './ObjectSideMenu.tsx';
import type { RequiredFieldsEditorProps } from './RequiredFieldsEditor.tsx';
import type { CreateObjectDialogProps } from './CreateObjectDialog.tsx';

// The object UI as the SDK hands it out: each component is a lazy chunk, fetched when a page first
// draws it (the table, the virtualiser, the pickers never weigh on the entry chunk).

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
export const RequiredFieldsEditor = deferred<RequiredFieldsEditorProps>(
  async () => (await import('./RequiredFieldsEditor.tsx')).RequiredFieldsEditor,
  null,
);
export const CreateObjectDialog = deferred<CreateObjectDialogProps>(
  async () => (await import('./CreateObjectDialog.tsx')).CreateObjectDialog,
  null,
);
