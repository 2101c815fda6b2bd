import type { ClassPolicy, SchemaDeclaration } from './schema-types.ts';

/**
 * The system ontology: fixed ids of the core's classes and properties (spec domain.md §1, shell.md §3).
 * Everything is an instance, classes and properties included: a class is an instance of CLASS.Class,
 * a property an instance of CLASS.DataProperty or CLASS.ObjectProperty. Ids never change.
 */
const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const CLASS = {
  /** The class of classes; an instance of itself. */
  Class: id(0x001),
  DataProperty: id(0x002),
  ObjectProperty: id(0x003),
  User: id(0x010),
  Role: id(0x011),
  Assignment: id(0x012),
  Tag: id(0x013),
  LifeCycleStage: id(0x014),
  SubjectArea: id(0x015),
  Settings: id(0x016),
  Command: id(0x017),
  File: id(0x018),
} as const;

export const PROP = {
  // Columns of every instance, addressable as properties.
  name: id(0x100),
  author: id(0x101),
  creationDate: id(0x102),
  class: id(0x103),
  // Meta-properties of classes and properties.
  parentClass: id(0x110),
  baseType: id(0x111),
  multiple: id(0x112),
  domain: id(0x113),
  range: id(0x114),
  defaultValue: id(0x115),
  /** JSON constraint descriptors: { min, max, required, regex, hint }. */
  constraints: id(0x116),
  calculated: id(0x117),
  dynamicClass: id(0x118),
  formTab: id(0x119),
  /** A property's WritePolicy (schema-types.ts); absent means `owner`. */
  writePolicy: id(0x11a),
  /** A class's ClassPolicy as JSON; absent means the ordinary rules. */
  classPolicy: id(0x11b),
  // Well-known properties of any object (domain.md §1).
  subjectArea: id(0x120),
  code: id(0x121),
  file: id(0x122),
  assignments: id(0x123),
  tags: id(0x124),
  lifeCycleStage: id(0x125),
  icon: id(0x126),
  color: id(0x127),
  description: id(0x128),
  json: id(0x129),
  isPublic: id(0x12a),
  // User (shell.md §3).
  email: id(0x140),
  isAdmin: id(0x141),
  isBetaTester: id(0x142),
  app: id(0x143),
  language: id(0x144),
  disabledRoutes: id(0x145),
  enabledRoutes: id(0x146),
  hiddenComponents: id(0x147),
  licenseExpirationDate: id(0x148),
  deleteAccountRequestDate: id(0x149),
  accessSuspended: id(0x14a),
  // Role.
  isGlobal: id(0x160),
  isMulti: id(0x161),
  notActive: id(0x162),
  // Assignment.
  obj: id(0x170),
  role: id(0x171),
  roleCode: id(0x172),
  user: id(0x173),
  osaRole: id(0x174),
  activeUntil: id(0x175),
  objClass: id(0x176),
  // Tag.
  availableToRoles: id(0x180),
} as const;

/** The eight education roles, spec shell.md §3 and domain.md §3: fixed ids and codes. */
export const EDU_ROLE = {
  admin: id(0x201),
  assistant: id(0x202),
  author: id(0x203),
  course_creator: id(0x204),
  customer: id(0x205),
  editor: id(0x206),
  student: id(0x207),
  teacher: id(0x208),
} as const;

export type EduRoleCode = keyof typeof EDU_ROLE;

/** Instance columns exposed as properties: never stored in ob_value. */
export const COLUMN_PROPS: ReadonlySet<string> = new Set([PROP.name, PROP.author, PROP.creationDate, PROP.class]);

const ANY_OBJECT: readonly string[] = [];
/** Accounts and roles grant access: administrators make and remove them. */
const ACCOUNT_POLICY: ClassPolicy = { create: 'admin', delete: 'admin' };
const ROLE_POLICY: ClassPolicy = { create: 'admin', change: 'admin', delete: 'admin' };

export const SYSTEM_SCHEMA: SchemaDeclaration = {
  owner: 'core',
  classes: [
    { id: CLASS.Class, name: 'Class' },
    { id: CLASS.DataProperty, name: 'Data property' },
    { id: CLASS.ObjectProperty, name: 'Object property' },
    { id: CLASS.User, name: 'User', policy: ACCOUNT_POLICY },
    { id: CLASS.Role, name: 'Role', policy: ROLE_POLICY },
    { id: CLASS.Assignment, name: 'Assignment' },
    { id: CLASS.Tag, name: 'Tag' },
    { id: CLASS.LifeCycleStage, name: 'Life-cycle stage' },
    { id: CLASS.SubjectArea, name: 'Subject area' },
    { id: CLASS.Settings, name: 'Settings' },
    { id: CLASS.Command, name: 'Command' },
    { id: CLASS.File, name: 'File' },
  ],
  properties: [
    { id: PROP.name, name: 'name', kind: 'data', baseType: 'string' },
    { id: PROP.author, name: 'author', kind: 'object', range: [CLASS.User] },
    { id: PROP.creationDate, name: 'creation date', kind: 'data', baseType: 'date' },
    { id: PROP.class, name: 'class', kind: 'object', range: [CLASS.Class] },
    {
      id: PROP.parentClass,
      name: 'parent class',
      kind: 'object',
      multiple: true,
      domain: [CLASS.Class],
      range: [CLASS.Class],
    },
    { id: PROP.baseType, name: 'base type', kind: 'data', baseType: 'string', domain: [CLASS.DataProperty] },
    {
      id: PROP.multiple,
      name: 'multiple',
      kind: 'data',
      baseType: 'boolean',
      domain: [CLASS.DataProperty, CLASS.ObjectProperty],
    },
    {
      id: PROP.domain,
      name: 'domain',
      kind: 'object',
      multiple: true,
      domain: [CLASS.DataProperty, CLASS.ObjectProperty],
      range: [CLASS.Class],
    },
    {
      id: PROP.range,
      name: 'range',
      kind: 'object',
      multiple: true,
      domain: [CLASS.ObjectProperty],
      range: [CLASS.Class],
    },
    { id: PROP.defaultValue, name: 'default value', kind: 'data', baseType: 'string', domain: [CLASS.DataProperty] },
    {
      id: PROP.constraints,
      name: 'constraint descriptors',
      kind: 'data',
      baseType: 'string',
      domain: [CLASS.DataProperty, CLASS.ObjectProperty],
    },
    {
      id: PROP.calculated,
      name: 'calculated property',
      kind: 'data',
      baseType: 'string',
      domain: [CLASS.DataProperty],
    },
    { id: PROP.dynamicClass, name: 'dynamic class', kind: 'data', baseType: 'string', domain: [CLASS.Class] },
    {
      id: PROP.formTab,
      name: 'form tab',
      kind: 'data',
      baseType: 'string',
      domain: [CLASS.DataProperty, CLASS.ObjectProperty],
    },
    {
      id: PROP.writePolicy,
      name: 'write policy',
      kind: 'data',
      baseType: 'string',
      domain: [CLASS.DataProperty, CLASS.ObjectProperty],
      write: 'admin',
    },
    {
      id: PROP.classPolicy,
      name: 'class policy',
      kind: 'data',
      baseType: 'string',
      domain: [CLASS.Class],
      write: 'admin',
    },
    { id: PROP.subjectArea, name: 'subject area', kind: 'object', multiple: true, range: [CLASS.SubjectArea] },
    { id: PROP.code, name: 'code', kind: 'data', baseType: 'string' },
    { id: PROP.file, name: 'file', kind: 'data', baseType: 'file', multiple: true },
    { id: PROP.assignments, name: 'assignments', kind: 'object', multiple: true, range: [CLASS.Assignment] },
    { id: PROP.tags, name: 'tags', kind: 'object', multiple: true, range: [CLASS.Tag] },
    { id: PROP.lifeCycleStage, name: 'life-cycle stage', kind: 'object', range: [CLASS.LifeCycleStage] },
    { id: PROP.icon, name: 'icon', kind: 'data', baseType: 'string' },
    { id: PROP.color, name: 'colour', kind: 'data', baseType: 'string' },
    { id: PROP.description, name: 'description', kind: 'data', baseType: 'string' },
    { id: PROP.json, name: 'json', kind: 'data', baseType: 'string' },
    { id: PROP.isPublic, name: 'public', kind: 'data', baseType: 'boolean' },
    { id: PROP.email, name: 'e-mail', kind: 'data', baseType: 'string', domain: [CLASS.User], write: 'system' },
    {
      id: PROP.isAdmin,
      name: 'administrator',
      kind: 'data',
      baseType: 'boolean',
      domain: [CLASS.User],
      write: 'admin',
    },
    {
      id: PROP.isBetaTester,
      name: 'beta tester',
      kind: 'data',
      baseType: 'boolean',
      domain: [CLASS.User],
      write: 'admin',
    },
    { id: PROP.app, name: 'application', kind: 'data', baseType: 'string', domain: [CLASS.User], write: 'admin' },
    { id: PROP.language, name: 'language', kind: 'data', baseType: 'string', domain: [CLASS.User], write: 'self' },
    {
      id: PROP.disabledRoutes,
      name: 'disabled routes',
      kind: 'data',
      baseType: 'string',
      multiple: true,
      domain: [CLASS.User],
      write: 'admin',
    },
    {
      id: PROP.enabledRoutes,
      name: 'enabled routes',
      kind: 'data',
      baseType: 'string',
      multiple: true,
      domain: [CLASS.User],
      write: 'admin',
    },
    {
      id: PROP.hiddenComponents,
      name: 'hidden components',
      kind: 'data',
      baseType: 'string',
      multiple: true,
      domain: [CLASS.User],
      write: 'admin',
    },
    {
      id: PROP.licenseExpirationDate,
      name: 'licence expiration date',
      kind: 'data',
      baseType: 'date',
      domain: [CLASS.User],
      write: 'admin',
    },
    {
      id: PROP.deleteAccountRequestDate,
      name: 'account deletion request date',
      kind: 'data',
      baseType: 'date',
      domain: [CLASS.User],
      write: 'admin',
    },
    {
      id: PROP.accessSuspended,
      name: 'access suspended',
      kind: 'data',
      baseType: 'boolean',
      domain: [CLASS.User],
      write: 'admin',
    },
    { id: PROP.isGlobal, name: 'global', kind: 'data', baseType: 'boolean', domain: [CLASS.Role], write: 'admin' },
    { id: PROP.isMulti, name: 'multi-object', kind: 'data', baseType: 'boolean', domain: [CLASS.Role], write: 'admin' },
    {
      id: PROP.notActive,
      name: 'not active',
      kind: 'data',
      baseType: 'boolean',
      domain: [CLASS.Role, CLASS.Assignment],
    },
    { id: PROP.obj, name: 'object', kind: 'object', domain: [CLASS.Assignment], range: ANY_OBJECT },
    { id: PROP.role, name: 'role', kind: 'object', domain: [CLASS.Assignment], range: [CLASS.Role] },
    { id: PROP.roleCode, name: 'role code', kind: 'data', baseType: 'string', domain: [CLASS.Assignment] },
    { id: PROP.user, name: 'user', kind: 'object', domain: [CLASS.Assignment], range: [CLASS.User] },
    { id: PROP.osaRole, name: 'data-source role', kind: 'object', domain: [CLASS.Assignment], range: [CLASS.Role] },
    { id: PROP.activeUntil, name: 'active until', kind: 'data', baseType: 'date', domain: [CLASS.Assignment] },
    { id: PROP.objClass, name: 'object class', kind: 'object', domain: [CLASS.Assignment], range: [CLASS.Class] },
    {
      id: PROP.availableToRoles,
      name: 'available to roles',
      kind: 'object',
      multiple: true,
      domain: [CLASS.Tag],
      range: [CLASS.Role],
    },
  ],
  instances: (Object.entries(EDU_ROLE) as [string, string][]).map(([code, roleId]) => ({
    id: roleId,
    class: CLASS.Role,
    name: code,
    values: { [PROP.code]: code, [PROP.isGlobal]: false, [PROP.isMulti]: true },
  })),
};
