import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import { DMN_API, type CreateDmn, type DmnDto, type DmnSummary, type UpdateDmn } from '../common/api.ts';

/** The decision tables' calls (common/api.ts) as the signed-in user; a 404 rejects with the SDK's NotFoundError. */
const enc = encodeURIComponent;

export const listTables = async (http: HttpClient, signal?: AbortSignal) =>
  (await replyJson<{ tables: DmnSummary[] }>(await apiRequest(http, 'GET', DMN_API.list, undefined, signal))).tables;

export const createTable = async (http: HttpClient, body: CreateDmn) =>
  replyJson<DmnDto>(await apiRequest(http, 'POST', DMN_API.list, body));

export const getTable = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<DmnDto>(await apiRequest(http, 'GET', DMN_API.table(enc(id)), undefined, signal));

export const updateTable = async (http: HttpClient, id: string, body: UpdateDmn) =>
  replyJson<DmnDto>(await apiRequest(http, 'PUT', DMN_API.table(enc(id)), body));

export async function deleteTable(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', DMN_API.table(enc(id))));
}

export const listVersions = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  (
    await replyJson<{ versions: DmnSummary[] }>(
      await apiRequest(http, 'GET', DMN_API.versions(enc(id)), undefined, signal),
    )
  ).versions;

export const newVersion = async (http: HttpClient, id: string) =>
  replyJson<DmnDto>(await apiRequest(http, 'POST', DMN_API.versions(enc(id))));
