/**
 * The runtime-plugin contract shared by the browser loader, the server registry and the SDK's build
 * preset (docs/plugins.md). A plugin bundle is one ES module whose first line is a header comment
 * `/*! @ontobench/plugin {json} *\/` and whose default export is an extension manifest.
 */
// A default import with its attribute: Node's own ES module loader (Playwright's, for one) reads JSON no other way.
import sdkPackage from '../../../sdk/package.json' with { type: 'json' };
import { EXTENSION_ID_PATTERN, isSemver } from './manifest.ts';
import type { PluginType } from './status.ts';

/**
 * The bare specifiers a plugin may import. The host publishes each as an ES module at
 * `/shared/<file>.js` (one import map in index.html) and uses the same instances itself, so a
 * plugin's hooks, mobx reactions, Fluent theme and i18n are the host's. The SDK's Vite preset leaves
 * exactly these external.
 */
export const SHARED_MODULES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  'wouter',
  '@fluentui/react-components',
  '@ontobench/sdk',
] as const;

export type SharedModule = (typeof SHARED_MODULES)[number];

/** The global function through which `/shared/<name>.js` gets the host's instance of a module. */
export const SHARED_MODULES_GLOBAL = '__ontobenchShared';

/** Where the host serves a shared module: `@fluentui/react-components` → `/shared/fluentui-react-components.js`. */
export function sharedModuleUrl(specifier: string): string {
  return `/shared/${sharedModuleFileName(specifier)}.js`;
}

export function sharedModuleFileName(specifier: string): string {
  return specifier.replace(/^@/, '').replace(/[^a-zA-Z0-9]+/g, '-');
}

export function isSharedModule(specifier: string): specifier is SharedModule {
  return (SHARED_MODULES as readonly string[]).includes(specifier);
}

/**
 * The version of `@ontobench/sdk` this host offers; a plugin's `sdk` range must be satisfied by it.
 * Read from sdk/package.json, the one place the SDK's version is written (the bundler inlines it).
 */
export const HOST_SDK_VERSION: string = sdkPackage.version;

export const PLUGIN_TYPES: readonly PluginType[] = ['global', 'generic', 'mainMenu'];

/** The JSON of a bundle's first line. */
export interface PluginHeader {
  id: string;
  version: string;
  /** Human-readable; unique in the registry. */
  name: string;
  /** The semver range of @ontobench/sdk the plugin was built against, e.g. `^2.0.0`. */
  sdk: string;
  type: PluginType;
  /** Required for `global`; the path of the plugin's page. */
  routePath?: string;
  routeMetaInfo?: Record<string, unknown>;
  /**
   * The component kinds the plugin adds to structured documents (domain.md §3, §5), with the kinds each
   * may be placed in: what the server's container table needs without running the plugin. The SDK's
   * build writes it from the manifest's `documentComponents`.
   */
  documentComponents?: PluginDocumentComponent[];
}

/** A component kind a plugin declares in its header: its id and the kinds it may be placed in. */
export interface PluginDocumentComponent {
  id: string;
  allowedIn: string[];
}

/** A component kind's id: a camelCase identifier, as the built-in kinds' (`tableCell`, `callout`). */
export const DOCUMENT_COMPONENT_ID = /^[a-z][a-zA-Z0-9]{0,63}$/;
/** The most component kinds one plugin may declare, and the most containers one kind may name. */
export const DOCUMENT_COMPONENTS_MAX = 50;

export const PLUGIN_HEADER_PREFIX = '/*! @ontobench/plugin ';
const HEADER_LINE = /^\/\*! @ontobench\/plugin (.*) \*\/$/;
const NAME_MAX = 200;
/** A wouter path: static segments and `:params`, no query, no `..`, no doubled slashes. */
const ROUTE_PATH = /^(?:\/(?:[A-Za-z0-9_\-.~]+|:[A-Za-z_][A-Za-z0-9_]*\??))+$/;
const SDK_RANGE = /^[\s0-9A-Za-z.^~<>=|*+-]+$/;

export function isPluginRoutePath(path: unknown): path is string {
  return typeof path === 'string' && path.length <= 200 && ROUTE_PATH.test(path) && !path.includes('/../');
}

export type HeaderResult = { header: PluginHeader; problems: [] } | { header: null; problems: string[] };

/** Reads and checks the header of a bundle's source; `problems` says what is wrong, in English. */
export function parsePluginHeader(source: string): HeaderResult {
  const firstLine = source.split('\n', 1)[0]!.replace(/\r$/, '');
  if (!firstLine.startsWith(PLUGIN_HEADER_PREFIX)) {
    return fail(`the first line must be the plugin header "${PLUGIN_HEADER_PREFIX}{...} */"`);
  }
  const match = HEADER_LINE.exec(firstLine);
  if (!match) return fail('the plugin header must end with " */" on the first line');
  let json: unknown;
  try {
    json = JSON.parse(match[1]!);
  } catch {
    return fail('the plugin header is not valid JSON');
  }
  return checkPluginHeader(json);
}

/** Checks a header object field by field (the syntax of `sdk` only; the server checks the range). */
export function checkPluginHeader(json: unknown): HeaderResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return fail('the plugin header must be an object');
  const h = json as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof h.id !== 'string' || !EXTENSION_ID_PATTERN.test(h.id)) {
    problems.push(`id must match ${EXTENSION_ID_PATTERN} (got ${JSON.stringify(h.id)})`);
  }
  if (typeof h.version !== 'string' || !isSemver(h.version)) {
    problems.push(`version must be a semantic version (got ${JSON.stringify(h.version)})`);
  }
  if (typeof h.name !== 'string' || h.name.trim() === '' || h.name.length > NAME_MAX) {
    problems.push(`name must be a non-empty text of at most ${NAME_MAX} characters`);
  }
  if (typeof h.sdk !== 'string' || h.sdk.trim() === '' || !SDK_RANGE.test(h.sdk)) {
    problems.push(`sdk must be a semver range of @ontobench/sdk, e.g. "^2.0.0" (got ${JSON.stringify(h.sdk)})`);
  }
  if (typeof h.type !== 'string' || !(PLUGIN_TYPES as readonly string[]).includes(h.type)) {
    problems.push(`type must be one of ${PLUGIN_TYPES.join(', ')} (got ${JSON.stringify(h.type)})`);
  }
  if (h.routePath !== undefined && h.routePath !== null && !isPluginRoutePath(h.routePath)) {
    problems.push(`routePath must be a path such as "/my-plugin" (got ${JSON.stringify(h.routePath)})`);
  }
  if (h.type === 'global' && (h.routePath === undefined || h.routePath === null)) {
    problems.push('routePath is required for a plugin of type global');
  }
  const meta = h.routeMetaInfo;
  if (meta !== undefined && meta !== null && (typeof meta !== 'object' || Array.isArray(meta))) {
    problems.push('routeMetaInfo must be an object');
  }
  const components = documentComponentProblems(h.documentComponents);
  problems.push(...components);
  if (problems.length > 0) return { header: null, problems };
  const header: PluginHeader = {
    id: h.id as string,
    version: h.version as string,
    name: (h.name as string).trim(),
    sdk: (h.sdk as string).trim(),
    type: h.type as PluginType,
  };
  if (typeof h.routePath === 'string') header.routePath = h.routePath;
  if (meta && typeof meta === 'object') header.routeMetaInfo = meta as Record<string, unknown>;
  if (Array.isArray(h.documentComponents) && h.documentComponents.length > 0) {
    header.documentComponents = (h.documentComponents as PluginDocumentComponent[]).map(({ id, allowedIn }) => ({
      id,
      allowedIn: [...allowedIn],
    }));
  }
  return { header, problems: [] };
}

/**
 * What is wrong with a header's `documentComponents`: a list of `{ id, allowedIn }`, ids camelCase and
 * unique, each `allowedIn` a list of kind ids. Whether a named container exists is the structured
 * documents area's question (a kind it does not know holds nothing), not the header's.
 */
function documentComponentProblems(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > DOCUMENT_COMPONENTS_MAX) {
    return [`documentComponents must be a list of at most ${DOCUMENT_COMPONENTS_MAX} { id, allowedIn }`];
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const item of value as unknown[]) {
    const { id, allowedIn } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !DOCUMENT_COMPONENT_ID.test(id)) {
      problems.push(`documentComponents: a kind id must be a camelCase identifier (got ${JSON.stringify(id)})`);
      continue;
    }
    if (seen.has(id)) problems.push(`documentComponents: the kind "${id}" is declared twice`);
    seen.add(id);
    const kinds = Array.isArray(allowedIn) ? (allowedIn as unknown[]) : null;
    if (
      !kinds ||
      kinds.length > DOCUMENT_COMPONENTS_MAX * 2 ||
      !kinds.every((k) => typeof k === 'string' && DOCUMENT_COMPONENT_ID.test(k))
    ) {
      problems.push(`documentComponents: allowedIn of "${id}" must be a list of kind ids such as "section"`);
    }
  }
  return problems;
}

/** The header line the SDK preset writes in front of a bundle. */
export function formatPluginHeader(header: PluginHeader): string {
  return `${PLUGIN_HEADER_PREFIX}${JSON.stringify(header).replaceAll('*/', '*\\/')} */`;
}

function fail(problem: string): HeaderResult {
  return { header: null, problems: [problem] };
}

/** Realtime event: the registry changed (a plugin added, enabled, disabled, edited or removed). */
export const PLUGINS_CHANGED = 'PLUGINS_CHANGED';

/** Where the server serves an uploaded plugin's module. */
export function uploadedPluginUrl(id: string, version: string): string {
  return `/plugins/${id}/${version}/index.js`;
}

/** Administrators' view of one registered plugin (`GET /api/app/plugin-registry`). */
export interface PluginRecord {
  id: string;
  name: string;
  version: string;
  sdk: string;
  type: PluginType;
  routePath: string | null;
  routeMetaInfo: unknown;
  config: unknown;
  disabled: boolean;
  /**
   * `upload` when the server holds the module; `url` for a record registered by address before that was
   * removed (its module is on another origin, which the Content-Security-Policy does not let the page load).
   */
  source: 'upload' | 'url';
  url: string;
  /** Bytes of the module. */
  size: number;
  createdAt: string;
  updatedAt: string;
}

export const PLUGIN_REGISTRY_PATH = '/api/app/plugin-registry';
/** Largest bundle accepted. */
export const PLUGIN_MODULE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A code-split chunk's file name, beside the entry (`./<name>` from the entry and from each other; a
 * chunk reaches the entry as `./index.js`), as the SDK preset names them (`<id>-<hash>.js`).
 */
export const PLUGIN_CHUNK_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.js$/;

/** The most chunks one plugin may have. */
export const PLUGIN_CHUNKS_MAX = 100;

/** Largest config JSON (its text). */
export const PLUGIN_CONFIG_MAX_BYTES = 64 * 1024;

/** The upload body: the bundle's source text. */
export interface PluginUploadRequest {
  code: string;
  /** Code-split chunks by file name (the SDK preset's `dist/` beside the entry); none for one module. */
  chunks?: Record<string, string>;
}
/** `PATCH /api/app/plugin-registry/:id`: either or both. */
export interface PluginUpdateRequest {
  config?: unknown;
  disabled?: boolean;
}
