import { PROP, apiRequest, cellText, replyJson, rowsFromReply, type DataClient, type HttpClient } from '@ontobench/sdk';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import {
  DIAGRAM_API,
  type CreateDiagram,
  type DiagramDto,
  type DiagramSummary,
  type UpdateDiagram,
} from '../../common/diagram/api.ts';
import { NOTATION_API, type NotationDto } from '../../common/notation/api.ts';
import { takeEarlyDiagram } from './model/diagram-prefetch.ts';

/**
 * The diagram pages' calls (common/diagram/api.ts): the user's diagrams, one diagram, create, save, delete,
 * and the notations to choose from. A 404 rejects with the SDK's NotFoundError (the page says "not found").
 */
const enc = encodeURIComponent;

/** The diagrams the user may read, newest first as the server gives them. */
export async function listDiagrams(http: HttpClient, signal?: AbortSignal): Promise<DiagramSummary[]> {
  return (
    await replyJson<{ diagrams: DiagramSummary[] }>(await apiRequest(http, 'GET', DIAGRAM_API.list, undefined, signal))
  ).diagrams;
}

/** The diagram (no SVG preview), or the request the route started on entry when there is one. */
export const getDiagram = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<DiagramDto>(
    await (takeEarlyDiagram(id) ?? apiRequest(http, 'GET', DIAGRAM_API.diagram(enc(id)), undefined, signal)),
  );

export const createDiagram = async (http: HttpClient, input: CreateDiagram) =>
  replyJson<DiagramDto>(await apiRequest(http, 'POST', DIAGRAM_API.list, input));

export const updateDiagram = async (http: HttpClient, id: string, patch: UpdateDiagram) =>
  replyJson<DiagramDto>(await apiRequest(http, 'PUT', DIAGRAM_API.diagram(enc(id)), patch));

export async function deleteDiagram(http: HttpClient, id: string): Promise<void> {
  await replyJson<unknown>(await apiRequest(http, 'DELETE', DIAGRAM_API.diagram(enc(id))));
}

/** The notations the user may choose from, by name. */
export async function listNotations(http: HttpClient, signal?: AbortSignal): Promise<NotationDto[]> {
  const reply = await replyJson<{ notations: NotationDto[] }>(
    await apiRequest(http, 'GET', NOTATION_API.list, undefined, signal),
  );
  return [...reply.notations].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

export const getNotation = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<NotationDto>(await apiRequest(http, 'GET', NOTATION_API.notation(enc(id)), undefined, signal));

/** The authors' names of the diagrams the user may read, by diagram id (the store's captions of `author`). */
export async function authorNames(data: DataClient, signal?: AbortSignal): Promise<Map<string, string>> {
  const reply = await data.getData(
    { class: DIAGRAMS_CLASS.Diagram, fields: [{ prop: PROP.author }], limit: 1000 },
    { signal },
  );
  const names = new Map<string, string>();
  for (const row of rowsFromReply(reply)) {
    const author = cellText(row, PROP.author);
    if (author) names.set(row.id, author);
  }
  return names;
}

/** What `/diagrams` lists: the diagrams, the notations' names and the authors' names (both by id). */
export interface DiagramListing {
  diagrams: DiagramSummary[];
  /** Null when the notations could not be read (the list still shows, creation offers BPMN 2.0 only). */
  notations: NotationDto[] | null;
  authors: Map<string, string>;
}

/** The diagrams with what names their notation and author; only the diagrams' own call may fail the page. */
export async function loadListing(http: HttpClient, data: DataClient, signal?: AbortSignal): Promise<DiagramListing> {
  const [diagrams, notations, authors] = await Promise.all([
    listDiagrams(http, signal),
    listNotations(http, signal).catch(() => null),
    authorNames(data, signal).catch(() => new Map<string, string>()),
  ]);
  return { diagrams, notations, authors };
}
