import { CLASS, ONTOLOGY_MODEL, type SchemaDeclaration } from '@ontobench/sdk/common';

/**
 * The ontology area's part of the store (spec domain.md §1, shell.md §2): its classes and properties
 * with fixed ids, installed by the server at every start. Ids never change; new ones take the next number.
 */
const id = (n: number) => `0e0e0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const ONTO_CLASS = {
  /** An ontology: a named set of classes, properties and individuals, drawn as a map. */
  Ontology: ONTOLOGY_MODEL.ontologyClass,
  /** A read-only view of part of a map: a chosen set of subject–predicate–object links. */
  Triplet: id(0x002),
  /** A map played step by step. */
  Scenario: id(0x003),
  Workspace: id(0x004),
  WorkspaceItem: id(0x005),
  /** A user's matching of a term of one ontology to a term of another. */
  Matching: id(0x006),
} as const;

export const ONTO_PROP = {
  /** The ontology a class, property or individual belongs to (several allowed). */
  ontology: ONTOLOGY_MODEL.memberOf,
  /** JSON: node positions of the map `{ positions: { [id]: { x, y } } }`, split into ordered values (see maps/model/layout-doc.ts). */
  mapLayout: id(0x102),
  /** Labels, `text` or `text@lang` (rdfs:label), kept through import and export. */
  label: id(0x103),
  /** The IRI an imported term had, so an export gives it back. */
  iri: id(0x104),
  /** The ontology's base IRI for export. */
  baseIri: id(0x105),
  /** Synonyms of a term, for the glossary. */
  synonym: id(0x106),
  /** JSON of a triplet view: `{ links: [{ from, prop, to }] }`. */
  tripletJson: id(0x107),
  /** JSON of a scenario: `{ steps: [{ nodes: [...], edges: [...], caption }] }`. */
  scenarioJson: id(0x108),
  /** The map a scenario, triplet or workspace is about. */
  map: id(0x109),
  /** The workspace a workspace item lies in. */
  workspace: id(0x10a),
  /** The object a workspace item stands for. */
  item: id(0x10b),
  matchSource: id(0x10c),
  matchTarget: id(0x10d),
  /** Matching confidence, 0..1. */
  matchScore: id(0x10e),
  /**
   * Statements of an imported ontology the model has no place for (restrictions, equivalences, annotations
   * …), as Turtle split into ordered pieces; written back on export (docs/ontology-exchange.md).
   */
  axioms: id(0x10f),
  /**
   * The IRIs of the terms the ontology had when its axioms were imported, one a line, in ordered pieces:
   * what its axioms may be about as terms. An export leaves out the axioms of those no longer in it
   * (deleted in the editor; exchange/stale-axioms.ts).
   */
  axiomTerms: id(0x110),
} as const;

const ANY: readonly string[] = [];
const TERMS = [CLASS.Class, CLASS.DataProperty, CLASS.ObjectProperty];

export const ONTOLOGY_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: ONTO_CLASS.Ontology, name: 'Ontology' },
    { id: ONTO_CLASS.Triplet, name: 'Triplet' },
    { id: ONTO_CLASS.Scenario, name: 'Scenario' },
    { id: ONTO_CLASS.Workspace, name: 'Workspace' },
    { id: ONTO_CLASS.WorkspaceItem, name: 'Workspace item' },
    { id: ONTO_CLASS.Matching, name: 'Matching' },
  ],
  properties: [
    {
      id: ONTO_PROP.ontology,
      name: 'ontology',
      kind: 'object',
      multiple: true,
      domain: ANY,
      range: [ONTO_CLASS.Ontology],
    },
    {
      id: ONTO_PROP.mapLayout,
      name: 'map layout',
      kind: 'data',
      baseType: 'string',
      // Several values: the layout JSON in pieces of 2,000 characters (see maps/model/layout-doc.ts for why).
      multiple: true,
      domain: [ONTO_CLASS.Ontology, ONTO_CLASS.Workspace],
    },
    { id: ONTO_PROP.label, name: 'label', kind: 'data', baseType: 'string', multiple: true, domain: ANY },
    { id: ONTO_PROP.iri, name: 'IRI', kind: 'data', baseType: 'string', domain: ANY },
    { id: ONTO_PROP.baseIri, name: 'base IRI', kind: 'data', baseType: 'string', domain: [ONTO_CLASS.Ontology] },
    { id: ONTO_PROP.synonym, name: 'synonym', kind: 'data', baseType: 'string', multiple: true, domain: TERMS },
    {
      id: ONTO_PROP.tripletJson,
      name: 'triplet links',
      kind: 'data',
      baseType: 'string',
      domain: [ONTO_CLASS.Triplet],
    },
    {
      id: ONTO_PROP.scenarioJson,
      name: 'scenario steps',
      kind: 'data',
      baseType: 'string',
      domain: [ONTO_CLASS.Scenario],
    },
    {
      id: ONTO_PROP.map,
      name: 'map',
      kind: 'object',
      domain: [ONTO_CLASS.Triplet, ONTO_CLASS.Scenario, ONTO_CLASS.Workspace],
      range: [ONTO_CLASS.Ontology],
    },
    {
      id: ONTO_PROP.workspace,
      name: 'workspace',
      kind: 'object',
      domain: [ONTO_CLASS.WorkspaceItem],
      range: [ONTO_CLASS.Workspace],
    },
    { id: ONTO_PROP.item, name: 'item', kind: 'object', domain: [ONTO_CLASS.WorkspaceItem], range: ANY },
    { id: ONTO_PROP.matchSource, name: 'source term', kind: 'object', domain: [ONTO_CLASS.Matching], range: TERMS },
    { id: ONTO_PROP.matchTarget, name: 'target term', kind: 'object', domain: [ONTO_CLASS.Matching], range: TERMS },
    { id: ONTO_PROP.matchScore, name: 'score', kind: 'data', baseType: 'real', domain: [ONTO_CLASS.Matching] },
    {
      id: ONTO_PROP.axioms,
      name: 'axioms',
      kind: 'data',
      baseType: 'string',
      multiple: true,
      domain: [ONTO_CLASS.Ontology],
    },
    {
      id: ONTO_PROP.axiomTerms,
      name: 'axiom terms',
      kind: 'data',
      baseType: 'string',
      multiple: true,
      domain: [ONTO_CLASS.Ontology],
    },
  ],
};
