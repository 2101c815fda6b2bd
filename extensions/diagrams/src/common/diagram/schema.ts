import { CLASS, dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { DIAGRAMS_CLASS, diagramsId } from '../classes.ts';

/**
 * The diagrams' part of the area's schema (properties `diagramsId(0x100)`–`0x1ff`). A diagram (domain.md §3
 * "Diagram") keeps the core's code, name, author and creation date and adds the rest of §3's fields; its
 * dependencies (§3 "Diagram dependencies": transitions, autobuild, tables) and its element bindings are kept
 * as JSON text beside the object links the store can follow. Ids never change; new ones take the next number.
 */
export const DIAGRAM_PROP = {
  /** §3 "serialized xml": the BPMN 2.0 XML, stored in ordered pieces (`splitContent`; multiple). */
  xml: diagramsId(0x100),
  /** §3 `svg`: the preview last saved from the editor, in ordered pieces (`splitContent`; multiple). */
  svg: diagramsId(0x101),
  /** §3 `notation`: the diagram's notation (none: plain BPMN 2.0). */
  notation: diagramsId(0x102),
  /** §3 "root version diagram": the first version of the family (itself for a first version). */
  rootVersion: diagramsId(0x103),
  /** §3 "source version diagram": the version this one was made from. */
  sourceVersion: diagramsId(0x104),
  /** §3 `elements`: the ontology classes and individuals the diagram's elements are bound to. */
  elements: diagramsId(0x105),
  /** The bindings themselves as JSON `ElementBinding[]` (which element is bound to which object). */
  elementsJson: diagramsId(0x106),
  /** §3 "child diagrams": the diagrams the transitions open. */
  childDiagrams: diagramsId(0x107),
  /** §3 "Diagram dependencies: transitions" as JSON `Transition[]`. */
  transitions: diagramsId(0x108),
  /** §3 "Diagram dependencies: autobuild" as JSON `Autobuild[]`. */
  autobuild: diagramsId(0x109),
  /** §3 "Diagram dependencies: tables" as JSON `DiagramTable[]`. */
  tables: diagramsId(0x10a),
  /** §3 `versionNumber`: 1 for a first version, then max + 1 in the family. */
  versionNumber: diagramsId(0x10b),
  /** §3 `stage`: a free label of the version (e.g. «черновик», «согласовано»). */
  stage: diagramsId(0x10c),
  /** §3 `icon`. */
  icon: diagramsId(0x10d),
  /** §3 `color`. */
  color: diagramsId(0x10e),
  /** §3 `not_active`. */
  notActive: diagramsId(0x10f),
  /** §3 `saveElementsInstances`: saving also writes the bound individuals (issue 17 item 3). */
  saveElementsInstances: diagramsId(0x110),
  /** §3 `is_auto`: the diagram was built by autobuild. */
  isAuto: diagramsId(0x111),
  /** §3 `linked process`: the process (issue 19) that runs this diagram. */
  linkedProcess: diagramsId(0x112),
  /** §3 `kpi`. */
  kpi: diagramsId(0x113),
  /** §3 `executionTime` (minutes). */
  executionTime: diagramsId(0x114),
  /** §3 `defaultEdge`: the connector type new edges take. */
  defaultEdge: diagramsId(0x115),
  /** §3 `activeUntil`. */
  activeUntil: diagramsId(0x116),
} as const;

const DIAGRAM = [DIAGRAMS_CLASS.Diagram];

export const DIAGRAM_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [{ id: DIAGRAMS_CLASS.Diagram, name: 'Diagram' }],
  properties: [
    dataProperty(DIAGRAM_PROP.xml, 'xml', 'string', DIAGRAM, { multiple: true }),
    dataProperty(DIAGRAM_PROP.svg, 'svg', 'string', DIAGRAM, { multiple: true }),
    objectProperty(DIAGRAM_PROP.notation, 'notation', DIAGRAM, [DIAGRAMS_CLASS.Notation]),
    objectProperty(DIAGRAM_PROP.rootVersion, 'root version', DIAGRAM, DIAGRAM),
    objectProperty(DIAGRAM_PROP.sourceVersion, 'source version', DIAGRAM, DIAGRAM),
    objectProperty(DIAGRAM_PROP.elements, 'elements', DIAGRAM, [], { multiple: true }),
    dataProperty(DIAGRAM_PROP.elementsJson, 'elementsJson', 'string', DIAGRAM),
    objectProperty(DIAGRAM_PROP.childDiagrams, 'child diagrams', DIAGRAM, DIAGRAM, { multiple: true }),
    dataProperty(DIAGRAM_PROP.transitions, 'transitions', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.autobuild, 'autobuild', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.tables, 'tables', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.versionNumber, 'versionNumber', 'integer', DIAGRAM),
    dataProperty(DIAGRAM_PROP.stage, 'stage', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.icon, 'icon', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.color, 'color', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.notActive, 'not_active', 'boolean', DIAGRAM),
    dataProperty(DIAGRAM_PROP.saveElementsInstances, 'saveElementsInstances', 'boolean', DIAGRAM),
    dataProperty(DIAGRAM_PROP.isAuto, 'is_auto', 'boolean', DIAGRAM),
    objectProperty(DIAGRAM_PROP.linkedProcess, 'linked process', DIAGRAM, []),
    dataProperty(DIAGRAM_PROP.kpi, 'kpi', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.executionTime, 'executionTime', 'real', DIAGRAM),
    dataProperty(DIAGRAM_PROP.defaultEdge, 'defaultEdge', 'string', DIAGRAM),
    dataProperty(DIAGRAM_PROP.activeUntil, 'activeUntil', 'date', DIAGRAM),
  ],
};

/** The classes a diagram element may be bound to: ontology classes, or individuals (any other instance). */
export const BINDABLE_CLASS = CLASS.Class;
