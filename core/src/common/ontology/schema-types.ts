/**
 * How an area declares its part of the ontology (classes and properties with fixed ids). The server
 * installs every declaration idempotently at start; this is the server-side "schema" contribution point.
 */
export const BASE_TYPES = ['real', 'date', 'string', 'integer', 'boolean', 'file'] as const;
export type BaseType = (typeof BASE_TYPES)[number];

/**
 * Who may change a property's values through set_data (docs/security.md, "Write policies"). The store
 * enforces it for every operation, whoever asks:
 * - `owner` (the default): whoever may change the instance — its author, an editor by assignment, an
 *   administrator;
 * - `admin`: administrators only (what grants access or rights: isAdmin, routes, licence…);
 * - `self`: on a user record, that user themself or an administrator (e.g. the interface language);
 * - `system`: nobody through set_data; the server's own calls set it (the e-mail at registration…).
 */
export const WRITE_POLICIES = ['owner', 'admin', 'self', 'system'] as const;
export type WritePolicy = (typeof WRITE_POLICIES)[number];

/**
 * Operations on a class's instances reserved to administrators; what is not named follows the ordinary
 * rules (anyone who reads the class creates instances, the author changes and deletes them). It holds for
 * the subclasses too, so a user-made subclass of User cannot route around it.
 */
export interface ClassPolicy {
  create?: 'admin';
  /** Renaming and every property value, whatever the property's own policy. */
  change?: 'admin';
  delete?: 'admin';
}

export interface ClassDeclaration {
  id: string;
  name: string;
  /** Parent classes; several are allowed. */
  parents?: readonly string[];
  policy?: ClassPolicy;
}

export interface DataPropertyDeclaration {
  id: string;
  name: string;
  kind: 'data';
  baseType: BaseType;
  multiple?: boolean;
  /** Classes the property applies to (and their subclasses). */
  domain?: readonly string[];
  /** Default `owner`. */
  write?: WritePolicy;
}

export interface ObjectPropertyDeclaration {
  id: string;
  name: string;
  kind: 'object';
  multiple?: boolean;
  domain?: readonly string[];
  /** Classes whose instances may be values. Empty: any instance. */
  range?: readonly string[];
  /** Default `owner`. */
  write?: WritePolicy;
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

/**
 * Builders of property declarations, so an area's schema reads as a list: `dataProperty(id, 'title',
 * 'string', [MY_CLASS])`, `objectProperty(id, 'container', [ELEMENT], [ELEMENT])`.
 */
export const dataProperty = (
  id: string,
  name: string,
  baseType: BaseType,
  domain: readonly string[],
  options: { multiple?: boolean; write?: WritePolicy } = {},
): DataPropertyDeclaration => ({ id, name, kind: 'data', baseType, domain, ...options });

/** An object property declaration: values are instances of `range`'s classes (empty: any instance). */
export const objectProperty = (
  id: string,
  name: string,
  domain: readonly string[],
  range: readonly string[],
  options: { multiple?: boolean; write?: WritePolicy } = {},
): ObjectPropertyDeclaration => ({ id, name, kind: 'object', domain, range, ...options });
