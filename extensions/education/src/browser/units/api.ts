import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import { UNITS_API, type UnitDetail, type UnitInput, type UnitSummary } from '../../common/units/api.ts';

/** The units pages' calls (common/units/api.ts) as the signed-in user; a 404 rejects with the SDK's NotFoundError. */
const enc = encodeURIComponent;

export const listUnits = async (http: HttpClient, signal?: AbortSignal) =>
  replyJson<UnitSummary[]>(await apiRequest(http, 'GET', UNITS_API.list, undefined, signal));

export const getUnit = async (http: HttpClient, id: string, signal?: AbortSignal) =>
  replyJson<UnitDetail>(await apiRequest(http, 'GET', UNITS_API.unit(enc(id)), undefined, signal));

export const createUnit = async (http: HttpClient, input: UnitInput) =>
  replyJson<UnitDetail>(await apiRequest(http, 'POST', UNITS_API.list, input));

export const saveUnit = async (http: HttpClient, id: string, input: UnitInput) =>
  replyJson<UnitDetail>(await apiRequest(http, 'PUT', UNITS_API.unit(enc(id)), input));

export async function deleteUnit(http: HttpClient, id: string): Promise<void> {
  await replyDone(await apiRequest(http, 'DELETE', UNITS_API.unit(enc(id))));
}
