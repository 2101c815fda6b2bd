import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { DMN_CLASS, dmnId } from './classes.ts';

/**
 * The decision tables' part of the store (properties `dmnId(0x100)`–). A DMN table (domain.md §3: name,
 * hitPolicy, systemName, childrenDMN, creation date, author, assignments, role, versionNumber,
 * rootVersionDmn, sourceVersionDmn) keeps the core's name, author, creation date and assignments; the
 * columns, rules and rule values live in its DMN 1.3 XML (docs/dmn.md "Store").
 */
export const DMN_PROP = {
  /**
   * The DMN 1.3 XML dmn-js edits: the truth for columns, rules, rule values and column positions. Stored in
   * ordered pieces (`splitContent`; multiple): a value holds at most 100,000 characters, a table up to
   * DMN_MAX_XML.
   */
  xml: dmnId(0x100),
  /** §3 `hitPolicy`: a copy of the decision table's hit policy in the XML, for lists and filters. */
  hitPolicy: dmnId(0x101),
  /** §3 `systemName`: the name processes call the table by (`dmn.evaluate`). */
  systemName: dmnId(0x102),
  /** §3 `childrenDMN`: other DMN tables this one uses. */
  childrenDmn: dmnId(0x103),
  /** §3 `versionNumber`: 1 for a first version. */
  versionNumber: dmnId(0x104),
  /** §3 `rootVersionDmn`: the first version of the family. */
  rootVersionDmn: dmnId(0x105),
  /** §3 `sourceVersionDmn`: the version this one was made from. */
  sourceVersionDmn: dmnId(0x106),
} as const;

const TABLE = [DMN_CLASS.DmnTable];

export const DMN_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [{ id: DMN_CLASS.DmnTable, name: 'DMN table' }],
  properties: [
    dataProperty(DMN_PROP.xml, 'xml', 'string', TABLE, { multiple: true }),
    dataProperty(DMN_PROP.hitPolicy, 'hitPolicy', 'string', TABLE),
    dataProperty(DMN_PROP.systemName, 'systemName', 'string', TABLE),
    objectProperty(DMN_PROP.childrenDmn, 'childrenDMN', TABLE, TABLE, { multiple: true }),
    dataProperty(DMN_PROP.versionNumber, 'versionNumber', 'integer', TABLE),
    objectProperty(DMN_PROP.rootVersionDmn, 'rootVersionDmn', TABLE, TABLE),
    objectProperty(DMN_PROP.sourceVersionDmn, 'sourceVersionDmn', TABLE, TABLE),
  ],
};
