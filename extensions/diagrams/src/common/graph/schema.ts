import { dataProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { DIAGRAMS_CLASS, diagramsId } from '../classes.ts';

/**
 * The graphs' part of the area's schema (properties `diagramsId(0x300)`–`0x3ff`): domain.md §3 "Graph"
 * (name, author, date_create, json). Name, author and creation date are the core's columns; the json is
 * the area's own. Ids never change; new ones take the next number.
 */
export const GRAPH_PROP = {
  /** §3 `json`: the drawing (`GraphJson`: nodes, edges, positions) in ordered pieces (`splitContent`; multiple). */
  json: diagramsId(0x300),
} as const;

const GRAPH = [DIAGRAMS_CLASS.Graph];

export const GRAPH_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [{ id: DIAGRAMS_CLASS.Graph, name: 'Graph' }],
  properties: [dataProperty(GRAPH_PROP.json, 'json', 'string', GRAPH, { multiple: true })],
};
