/** The server kernel, for the server composition root (host/server) and the SDK. */
export * from './store/index.ts';
export { coreMigrations } from './migrations.ts';
export {
  defineServerExtension,
  type HttpMethod,
  type RouteHandler,
  type RouteOptions,
  type RouteRequest,
  type ServerExtension,
  type ServerExtensionContext,
} from './extension.ts';
export type { ExtensionOutcome } from './extension-host.ts';
export { HttpError } from './http/http-error.ts';
export { fileReply, type FileReply } from './http/file-reply.ts';
export type { ErrorReply } from './http/errors.ts';
export { createServer, type OntobenchServer, type ServerOptions } from './server.ts';
export * from './auth/index.ts';
export * from './status/index.ts';
export { DataService } from './data/data-service.ts';
export type { EnqueueOptions, JobContext, JobDefinition, JobEnd, JobHandler, JobsService } from './jobs/jobs.ts';
export { ProcedureRegistry, type Procedure, type ProcedureContext } from './data/procedures.ts';
export { installSchema } from './ontology/install-schema.ts';
export { OntologyModel, OntologyModelCache } from './ontology/model.ts';
export { insertValueRows, type ValueRow } from './ontology/value-rows.ts';
