/**
 * The logger an extension gets: the pino logger of Fastify, as a child carrying `extension: <id>`.
 * Only the calls an extension needs, so extensions do not depend on pino's types.
 */
export interface ExtensionLogger {
  info(message: string): void;
  info(fields: object, message?: string): void;
  warn(message: string): void;
  warn(fields: object, message?: string): void;
  error(message: string): void;
  error(fields: object, message?: string): void;
  debug(message: string): void;
  debug(fields: object, message?: string): void;
}
