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
  type RouteHandler,
  type RouteRequest,
  type ServerExtension,
  type AccessPolicy,
  type ServerExtensionContext,
  type UserContext,
  type Notifier,
  type JobsService,
  type JobContext,
  type JobHandler,
  type JobDefinition,
  type EnqueueOptions,
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
  type ChannelOptions,
  type CommittedEvents,
  type CommittedChanges,
  type CommittedHandler,
  type InstanceChange,
} from '@ontobench/core/node';
export type {
  DataRequest,
  GetDataRequest,
  SetDataRequest,
  JobProgress,
  JobProgressEvent,
  ChannelMessage,
} from '@ontobench/core/common';
export { JOB_PROGRESS, CHANNEL_MESSAGE } from '@ontobench/core/common';
