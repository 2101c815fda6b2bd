/**
 * `@ontobench/sdk/common`: what both halves of an extension share — the system ontology's fixed ids,
 * the schema declaration types and the data API's wire types. No browser or server code, so an
 * extension's `src/common` can import it from either side.
 *
 * @module @ontobench/sdk/common
 */
export {
  CLASS,
  PROP,
  EDU_ROLE,
  ROLE_CODE_PATTERN,
  BASE_TYPES,
  WRITE_POLICIES,
  SHELL_CONSTANTS,
  FORMATS,
  UUID_PATTERN,
  filterLiteral,
  type EduRoleCode,
  type AccessPolicy,
  type BaseType,
  type SchemaDeclaration,
  type ClassDeclaration,
  type PropertyDeclaration,
  type DataPropertyDeclaration,
  type ObjectPropertyDeclaration,
  type InstanceDeclaration,
  type WritePolicy,
  type ClassPolicy,
  type DataRequest,
  type GetDataRequest,
  type GetDataReply,
  type GetFormRequest,
  type GetFormReply,
  type SetDataRequest,
  type SetDataReply,
  type SetDataOperation,
  type DataRow,
  type FieldRequest,
  type FormField,
  type Scalar,
} from '@ontobench/core/common';
// The field validator of domain.md §5, shared by forms and servers.
export {
  FIELD_MESSAGES,
  RANGE_DEFAULT_MESSAGE,
  isEmptyValue,
  parseConstraints,
  validateField,
  validateFields,
  type FieldConstraints,
  type FieldIssue,
  type FieldIssueCode,
  type FieldMessageLanguage,
  type FieldRule,
  type FieldValue,
} from '@ontobench/core/common';
