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
  type RouteHandler,
  type RouteRequest,
  type ServerExtension,
  /** What an extension declares about access: the role codes that only read (docs/architecture.md, "Core holds mechanisms"). */ type AccessPolicy,
  /** An app an area owns (`ServerExtension.apps`): its id and whether it confines its non-administrators. */ type AppDeclaration,
  /** What a server extension's `start` receives (API v2): its id, logger, services, data API, jobs, channels, events and routes. */ type ServerExtensionContext,
  type UserContext,
  type Notifier,
  type JobsService,
  type JobContext,
  /** Runs one job: receives the job's context (payload, progress) and resolves with its result. */ type JobHandler,
  /** A durable job an extension declares: its name and handler. */ type JobDefinition,
  /** Options of enqueuing a job: the user it runs for, and a retry limit of its own. */ type EnqueueOptions,
  type JobEnd,
  // API v2 (docs/extensions.md "Server extension API v2").
  serviceToken,
  type ServiceKey,
  type ServiceToken,
  type ExtensionServices,
  type ExtensionProcedure,
  type SeedContext,
  type ExtensionLogger,
  type ExtensionData,
  type UnitOfWork,
  type StoreIndex,
  type InstanceKind,
  type Channel,
  /** Options of `ctx.channel(name, options)`: who may subscribe to the channel. */ type ChannelOptions,
  type CommittedEvents,
  type CommittedChanges,
  /** A listener of `ctx.events.onCommitted`: hears the instances a committed write changed. */ type CommittedHandler,
  type InstanceChange,
  /** get_data with an administrator's reading rights, for answers the extension decided access for itself (a public page). */ unrestrictedReader,
  /** Runs one get_data request (what `unrestrictedReader` returns). */ type DataReader,
  /** The token of the term-resolution service (domain.md §7), provided by the documents area. */ TERM_RESOLUTION,
  /** The term-resolution service: resolvers of references in text, reading as a given user. */ type TermResolution,
  /** A resolver of references that can be handed every reference of a text first, to ask in batches. */ type BatchResolve,
} from '@ontobench/core/node';
export type {
  /** One request to the generic data API (`get_data`, `get_form` or `set_data`), as sent over the wire. */ DataRequest,
  /** A `get_data` request: class, fields, filter, sorting and paging (docs/api.md). */ GetDataRequest,
  /** A `set_data` request: the operations to apply in one transaction. */ SetDataRequest,
  JobProgress,
  /** The realtime event of a job's progress: its id, done and total, and a message (JOB_PROGRESS). */ JobProgressEvent,
  /** A message published on an extension's realtime channel, as browsers receive it (CHANNEL_MESSAGE). */ ChannelMessage,
} from '@ontobench/core/common';
export { JOB_PROGRESS, CHANNEL_MESSAGE } from '@ontobench/core/common';
