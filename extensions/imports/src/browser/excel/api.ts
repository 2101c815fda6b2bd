import { apiRequest, replyDone, replyJson, type HttpClient } from '@ontobench/sdk';
import type { CsvCheck } from '../../common/csv/api.ts';
import { EXCEL_API, type ExcelDescriptor, type ExcelDescriptorInput } from '../../common/excel/api.ts';

/** The Excel part's calls (common/excel/api.ts); the run goes through csv/api.ts `runImport`. */
const enc = encodeURIComponent;

export const listDescriptors = async (http: HttpClient, signal?: AbortSignal) =>
  (
    await replyJson<{ descriptors: ExcelDescriptor[] }>(
      await apiRequest(http, 'GET', EXCEL_API.descriptors, undefined, signal),
    )
  ).descriptors;

export const saveDescriptor = async (http: HttpClient, id: string | null, input: ExcelDescriptorInput) =>
  replyJson<ExcelDescriptor>(
    await apiRequest(http, id ? 'PUT' : 'POST', id ? EXCEL_API.descriptor(enc(id)) : EXCEL_API.descriptors, input),
  );

export const deleteDescriptor = async (http: HttpClient, id: string) =>
  replyDone(await apiRequest(http, 'DELETE', EXCEL_API.descriptor(enc(id))));

export const checkExcel = async (http: HttpClient, id: string, file: string, fileName: string) =>
  replyJson<CsvCheck>(await apiRequest(http, 'POST', EXCEL_API.check(enc(id)), { file, fileName }));

/** The file's bytes as base64 (the JSON body carries it). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
