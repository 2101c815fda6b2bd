/**
 * `@ontobench/sdk/common`: what both halves of an extension share — the system ontology's fixed ids,
 * the schema declaration types and the data API's wire types. No browser or server code, so an
 * extension's `src/common` can import it from either side.
 *
 * @module @ontobench/sdk/common
 */
export {
  /** Fixed ids of the system ontology's classes (Class, Tag, Plugin, …), the same on every server. */ CLASS,
  /** Fixed ids of the system ontology's properties (name, description, tags, …), the same on every server. */ PROP,
  EDU_ROLE,
  ROLE_CODE_PATTERN,
  BASE_TYPES,
  WRITE_POLICIES,
  SHELL_CONSTANTS,
  FORMATS,
  UUID_PATTERN,
  filterLiteral,
  /** The code of an education role (a key of `EDU_ROLE`). */ type EduRoleCode,
  /** What an extension declares about access: the role codes that only read (docs/architecture.md, "Core holds mechanisms"). */ type AccessPolicy,
  /** A data property's base type (string, number, date, boolean, …; domain.md §5). */ type BaseType,
  /** What an extension declares to the store: its classes, properties and fixed instances, installed by the server. */ type SchemaDeclaration,
  /** A class of an extension's schema, with its fixed id and write policy. */ type ClassDeclaration,
  /** A property of an extension's schema: a data property or an object property. */ type PropertyDeclaration,
  /** A property holding a value of a base type (text, number, date, …). */ type DataPropertyDeclaration,
  /** A property linking an instance to instances of another class. */ type ObjectPropertyDeclaration,
  type InstanceDeclaration,
  /** Who may write instances of a class (one of `WRITE_POLICIES`). */ type WritePolicy,
  type ClassPolicy,
  /** One request to the generic data API (`get_data`, `get_form` or `set_data`), as sent over the wire. */ type DataRequest,
  /** A `get_data` request: class, fields, filter, sorting and paging (docs/api.md). */ type GetDataRequest,
  /** The reply of `get_data`: one cell per instance and field (`rows`) and the count of all matching rows. */ type GetDataReply,
  /** A `get_form` request: the fields, constraints and current values of one instance of a class. */ type GetFormRequest,
  /** The reply of `get_form`: the form's fields with their constraints and values. */ type GetFormReply,
  /** A `set_data` request: the operations to apply in one transaction. */ type SetDataRequest,
  /** The reply of `set_data`: each operation's outcome, with the ids of created instances. */ type SetDataReply,
  /** One `set_data` operation: create, update or delete an instance or a value. */ type SetDataOperation,
  type DataRow,
  type FieldRequest,
  /** One field of a `get_form` reply: property, type, constraints and current value. */ type FormField,
  /** A value a cell or field holds: text, number, boolean or null. */ type Scalar,
} from '@ontobench/core/common';
// The field validator of domain.md §5, shared by forms and servers.
export {
  /** The field validator's messages (domain.md §5), in Russian and English. */ FIELD_MESSAGES,
  RANGE_DEFAULT_MESSAGE,
  isEmptyValue,
  parseConstraints,
  validateField,
  validateFields,
  type FieldConstraints,
  /** One problem the field validator found: which rule and the message to show. */ type FieldIssue,
  /** The kind of a field problem: required, range, regex, number or date. */ type FieldIssueCode,
  /** The languages of the field validator's messages. */ type FieldMessageLanguage,
  type FieldRule,
  /** A value the field validator checks (what a form field holds). */ type FieldValue,
} from '@ontobench/core/common';
