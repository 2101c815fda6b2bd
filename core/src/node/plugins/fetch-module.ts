import { PLUGIN_MODULE_MAX_BYTES } from '../../common/plugins.ts';
import { HttpError } from '../http/http-error.ts';

const FETCH_TIMEOUT_MS = 10_000;

/**
 * Fetches a plugin module registered by URL, once, so its header and imports can be checked before it
 * is recorded. Only http(s), at most PLUGIN_MODULE_MAX_BYTES, within 10 s; any failure is a 400 that
 * says what went wrong, since the address came from the administrator.
 */
export async function fetchPluginModule(address: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new HttpError(400, `"${address}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new HttpError(400, 'A plugin URL must start with http:// or https://');
  }
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: 'follow', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new HttpError(400, `Could not fetch ${url.href}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new HttpError(400, `Could not fetch ${url.href}: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > PLUGIN_MODULE_MAX_BYTES) throw tooBig();
  const reader = response.body?.getReader();
  if (!reader) return '';
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > PLUGIN_MODULE_MAX_BYTES) {
      await reader.cancel();
      throw tooBig();
    }
    parts.push(value);
  }
  return Buffer.concat(parts).toString('utf8');
}

function tooBig(): HttpError {
  return new HttpError(413, `The plugin module is larger than ${PLUGIN_MODULE_MAX_BYTES / (1024 * 1024)} MB`);
}
