/**
 * `@ontobench/sdk/node`: the public API for the server side of extensions and plugins.
 * Only what an extension needs; the server's own machinery (createServer, openStore) stays in core.
 *
 * @module @ontobench/sdk/node
 */
export {
  defineServerExtension,
  HttpError,
  fileReply,
  type FileReply,
  type RouteOptions,
  type HttpMethod,
  type Migration,
  type QueryResult,
  type RouteHandler,
  type RouteRequest,
  type ServerExtension,
  type ServerExtensionContext,
  type SqlExecutor,
  type SqlStore,
  type StoreKind,
  type UserContext,
  type Notifier,
  type ProcedureContext,
  type JobsService,
  type JobContext,
  type JobHandler,
  type JobDefinition,
  type EnqueueOptions,
  type JobEnd,
} from '@ontobench/core/node';
export type { DataRequest, GetDataRequest, SetDataRequest, JobProgress } from '@ontobench/core/common';
