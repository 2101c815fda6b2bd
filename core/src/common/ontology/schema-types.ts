/**
 * How an area declares its part of the ontology (classes and properties with fixed ids). The server
 * installs every declaration idempotently at start; this is the server-side "schema" contribution point.
 */
export const BASE_TYPES = ['real', 'date', 'string', 'integer', 'boolean', 'file'] as const;
export type BaseType = (typeof BASE_TYPES)[number];

export interface ClassDeclaration {
  id: string;
  name: string;
  /** Parent classes; several are allowed. */
  parents?: readonly string[];
}

export interface DataPropertyDeclaration {
  id: string;
  name: string;
  kind: 'data';
  baseType: BaseType;
  multiple?: boolean;
  /** Classes the property applies to (and their subclasses). */
  domain?: readonly string[];
}

export interface ObjectPropertyDeclaration {
  id: string;
  name: string;
  kind: 'object';
  multiple?: boolean;
  domain?: readonly string[];
  /** Classes whose instances may be values. Empty: any instance. */
  range?: readonly string[];
}

export type PropertyDeclaration = DataPropertyDeclaration | ObjectPropertyDeclaration;

/** A fixed instance the schema needs (e.g. the education roles). */
export interface InstanceDeclaration {
  id: string;
  class: string;
  name: string;
  /** Data values by property id. */
  values?: Readonly<Record<string, string | number | boolean>>;
}

export interface SchemaDeclaration {
  /** The extension (or 'core') that owns these declarations. */
  owner: string;
  classes: readonly ClassDeclaration[];
  properties: readonly PropertyDeclaration[];
  instances?: readonly InstanceDeclaration[];
}
