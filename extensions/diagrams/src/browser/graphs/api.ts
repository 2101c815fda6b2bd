import { apiRequest, replyJson, type DataClient, type HttpClient } from '@ontobench/sdk';
import { GRAPH_API, type GraphDto, type GraphJson } from '../../common/graph/api.ts';
import { ontologyGraph } from '../../common/graph/from-ontology.ts';

/**
 * The graph pages' calls (common/graph/api.ts): the user's graphs, one graph, create, save, delete; and
 * the user's ontology as a graph, read through the data API. A 404 rejects with the SDK's NotFoundError.
 */
const enc = encodeURIComponent;

/** A graph as the list shows it. */
export type GraphSummary = Omit<GraphDto, 'json'>;

export async function listGraphs(http: HttpClient, signal?: AbortSignal): Promise<GraphSummary[]> {
  return (await replyJson<{ graphs: GraphSummary[] }>(await apiRequest(http, 'GET', GRAPH_API.list, undefined, signal)))
    .graphs;
}

export const getGraph = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<GraphDto>(await apiRequest(http, 'GET', GRAPH_API.graph(enc(id)), undefined, signal));

export const createGraph = async (http: HttpClient, input: { name: string; json?: GraphJson }) =>
  replyJson<GraphDto>(await apiRequest(http, 'POST', GRAPH_API.list, input));

export const saveGraph = async (http: HttpClient, id: string, patch: { name?: string; json?: GraphJson }) =>
  replyJson<GraphDto>(await apiRequest(http, 'PUT', GRAPH_API.graph(enc(id)), patch));

export async function deleteGraph(http: HttpClient, id: string): Promise<void> {
  await replyJson<unknown>(await apiRequest(http, 'DELETE', GRAPH_API.graph(enc(id))));
}

/** The user's classes, their parent classes and object properties as a graph (common/graph/from-ontology.ts). */
export const graphOfOntology = (data: DataClient, subclassLabel: string) =>
  ontologyGraph((query) => data.getData(query), subclassLabel);
