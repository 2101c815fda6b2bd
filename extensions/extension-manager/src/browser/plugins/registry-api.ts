import type { HttpClient } from '@ontobench/sdk';

/** One plugin as `GET /api/app/plugin-registry` lists it (docs/plugins.md). */
export interface PluginRow {
  id: string;
  name: string;
  version: string;
  sdk: string;
  type: 'global' | 'generic' | 'mainMenu';
  routePath: string | null;
  config: unknown;
  disabled: boolean;
  source: 'upload' | 'url';
  url: string;
}

const BASE = '/api/app/plugin-registry';

/** The server's `{ error }` text, so the administrator reads exactly why a bundle was refused. */
export class RegistryError extends Error {}

async function send(http: HttpClient, path: string, init?: RequestInit): Promise<Response> {
  const response = await http.request(path, init);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new RegistryError(body?.error ?? `HTTP ${response.status}`);
  }
  return response;
}

async function call<T>(http: HttpClient, path: string, init?: RequestInit): Promise<T> {
  const response = await send(http, path, init);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The admin calls of the plugin registry; the server checks that the caller is an administrator. */
export function registryApi(http: HttpClient) {
  const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
  return {
    list: () => call<PluginRow[]>(http, BASE),
    /** The installed plugin, and whether it replaced an installed one (200; a new one is 201). */
    upload: async (code: string, chunks: Record<string, string> = {}) => {
      const response = await send(http, `${BASE}/upload`, json('POST', { code, chunks }));
      return { row: (await response.json()) as PluginRow, upgraded: response.status === 200 };
    },
    update: (id: string, change: { config?: unknown; disabled?: boolean }) =>
      call<PluginRow>(http, `${BASE}/${encodeURIComponent(id)}`, json('PATCH', change)),
    remove: (id: string) => call<void>(http, `${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  };
}

/** Config text → object, or the problem (a translation key) that keeps it from being saved. */
export function parseConfig(text: string): { value: Record<string, unknown> } | { problem: 'notJson' | 'notObject' } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'notJson' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: 'notObject' };
  return { value: value as Record<string, unknown> };
}

const HEADER_PREFIX = '/*! @ontobench/plugin ';

/**
 * The upload from the files an administrator chose: the one starting with the plugin header is the
 * bundle, the others its code-split chunks by file name (a plugin built with `codeSplitting`, all of
 * its `dist/`). With no header anywhere the first file goes as the bundle, and the server says why not.
 */
export async function bundleFromFiles(
  files: readonly File[],
): Promise<{ code: string; chunks: Record<string, string>; file: File }> {
  const texts = await Promise.all(files.map(async (file) => ({ file, text: await file.text() })));
  const entry = texts.find((t) => t.text.startsWith(HEADER_PREFIX)) ?? texts[0]!;
  const chunks = Object.fromEntries(texts.filter((t) => t !== entry).map((t) => [t.file.name, t.text]));
  return { code: entry.text, chunks, file: entry.file };
}
