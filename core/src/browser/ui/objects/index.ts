// Reusable object UI (lists, forms, pickers, side menu), exported through the SDK for every area.
// Components come from lazy.tsx (each a lazy chunk); helpers and constants are small and eager.
export {
  ObjectList,
  ObjectForm,
  ObjectPicker,
  ObjectMeta,
  AssignmentsPanel,
  ObjectSideMenu,
  RequiredFieldsEditor,
  CreateObjectDialog,
} from './lazy.tsx';
export type { RequiredFieldsEditorProps } from './RequiredFieldsEditor.tsx';
export type { CreateObjectDialogProps, NewObject } from './CreateObjectDialog.tsx';
export { useRequiredFields, type RequiredFields } from './use-required-fields.ts';
export type { EditValue } from './form-values.ts';
export type { ObjectListColumn, ObjectListProps } from './ObjectList.tsx';
export type { ObjectFormProps } from './ObjectForm.tsx';
export type { ObjectPickerProps, PickedObject } from './ObjectPicker.tsx';
export type { ObjectMetaProps } from './ObjectMeta.tsx';
export type { AssignmentsPanelProps } from './AssignmentsPanel.tsx';
export type { ObjectSideMenuProps } from './ObjectSideMenu.tsx';
export { assignmentState, type AssignmentState } from './assignment-state.ts';
export {
  rowsFromReply,
  cellText,
  combineFilters,
  type ObjectRow,
  type CellValue,
  type ListSort,
} from './object-rows.ts';
export { filterLiteral } from '../../../common/filter-literal.ts';
export { ROW_HEIGHT, PICKER_LIMIT, computedPageSize, pageSizeOptions, FIXED_PAGE_SIZES } from './page-size.ts';
