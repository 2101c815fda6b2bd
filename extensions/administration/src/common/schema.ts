import { dataProperty, type SchemaDeclaration } from '@ontobench/sdk/common';

/** The administration area's fixed ids; classes 0x001–, properties 0x100–. Ids never change. */
export const administrationId = (n: number) => `ad000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const ADMIN_CLASS = {
  /** A class view for a role (issue 21 item 3; domain.md §3 "class views per role"). */
  ClassView: administrationId(0x001),
  /** One line a user procedure wrote to its console (issue 21 item 8, `/usercodeConsoleOutput`). */
  ConsoleLine: administrationId(0x002),
} as const;

export const ADMIN_PROP = {
  /** The class a view is for (its id). */
  viewClass: administrationId(0x100),
  /** The role code a view is for. */
  viewRole: administrationId(0x101),
  /** The view's fields, JSON `[{ prop, tab }]` in their order. */
  viewFields: administrationId(0x102),
  /** A console line's user (id), time (ISO 8601 with ms), level, procedure and message. */
  consoleUser: administrationId(0x103),
  consoleTime: administrationId(0x104),
  consoleLevel: administrationId(0x105),
  consoleProcedure: administrationId(0x106),
  consoleMessage: administrationId(0x107),
} as const;

const VIEW = [ADMIN_CLASS.ClassView];
const LINE = [ADMIN_CLASS.ConsoleLine];

/** The area's classes and properties (views, console lines); their rows are administrators' (policy: admin). */
export const ADMINISTRATION_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: ADMIN_CLASS.ClassView, name: 'Class view' },
    { id: ADMIN_CLASS.ConsoleLine, name: 'User-code console line' },
  ],
  properties: [
    dataProperty(ADMIN_PROP.viewClass, 'classViewClass', 'string', VIEW),
    dataProperty(ADMIN_PROP.viewRole, 'classViewRole', 'string', VIEW),
    dataProperty(ADMIN_PROP.viewFields, 'classViewFields', 'string', VIEW),
    dataProperty(ADMIN_PROP.consoleUser, 'consoleUser', 'string', LINE),
    dataProperty(ADMIN_PROP.consoleTime, 'consoleTime', 'string', LINE),
    dataProperty(ADMIN_PROP.consoleLevel, 'consoleLevel', 'string', LINE),
    dataProperty(ADMIN_PROP.consoleProcedure, 'consoleProcedure', 'string', LINE),
    dataProperty(ADMIN_PROP.consoleMessage, 'consoleMessage', 'string', LINE),
  ],
};
