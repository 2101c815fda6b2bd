/**
 * `@ontobench/sdk/node`: the public API for the server side of extensions and plugins.
 * Only what an extension needs; the server's own machinery (createServer, openStore) stays in core.
 *
 * @module @ontobench/sdk/node
 */
export {
  defineServerExtension,
  HttpError,
  /** Makes a file download reply for a route (`Content-Disposition` with the file name). */ fileReply,
  /** A route's reply that is a file download: body, content type and file name. */ type FileReply,
  /** Options of an extension's route: the largest request body it accepts. */ type RouteOptions,
  /** The HTTP method of an extension's route. */ type HttpMethod,
  type Migration,
  type QueryResult,
  type RouteHandler,
  type RouteRequest,
  type ServerExtension,
  /** What a server extension receives: the store, the realtime server and notifier, the data API run as a user, and jobs. */ type ServerExtensionContext,
  type SqlExecutor,
  /** The SQL store (PostgreSQL): queries and transactions. */ type SqlStore,
  type StoreKind,
  type UserContext,
  type Notifier,
  type ProcedureContext,
  type JobsService,
  type JobContext,
  /** Runs one job: receives the job's context (payload, progress) and resolves with its result. */ type JobHandler,
  /** A durable job an extension declares: its name and handler. */ type JobDefinition,
  /** Options of enqueuing a job: the user it runs for, and a retry limit of its own. */ type EnqueueOptions,
  type JobEnd,
} from '@ontobench/core/node';
export type {
  /** One request to the generic data API (`get_data`, `get_form` or `set_data`), as sent over the wire. */ DataRequest,
  /** A `get_data` request: class, fields, filter, sorting and paging (docs/api.md). */ GetDataRequest,
  /** A `set_data` request: the operations to apply in one transaction. */ SetDataRequest,
  JobProgress,
} from '@ontobench/core/common';
