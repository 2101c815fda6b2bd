// Reusable object UI (lists, forms, pickers, side menu), exported through the SDK for every area.
export { ObjectList, ROW_HEIGHT, type ObjectListColumn, type ObjectListProps } from './ObjectList.tsx';
export { ObjectForm, type ObjectFormProps } from './ObjectForm.tsx';
export { ObjectPicker, PICKER_LIMIT, type ObjectPickerProps, type PickedObject } from './ObjectPicker.tsx';
export { ObjectMeta } from './ObjectMeta.tsx';
export { AssignmentsPanel, KNOWN_ROLE_CODES, assignmentState, type AssignmentState } from './AssignmentsPanel.tsx';
export { ObjectSideMenu, type ObjectSideMenuProps } from './ObjectSideMenu.tsx';
export {
  rowsFromReply,
  cellText,
  filterLiteral,
  combineFilters,
  type ObjectRow,
  type CellValue,
  type ListSort,
} from './object-rows.ts';
export { computedPageSize, pageSizeOptions, FIXED_PAGE_SIZES } from './page-size.ts';
