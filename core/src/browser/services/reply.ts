/**
 * Replies of an extension's own endpoints (`/api/<area>/…`): their JSON, or the error they stand for with
 * the server's `error` text. Shared by every area's API client.
 */

/** A failed reply of one of the area's endpoints: the server's `error` text, or the HTTP status. */
export class ReplyError extends Error {
  override name = 'ReplyError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** 404: missing and not visible alike (the server does not tell them apart); pages show "not found". */
export class NotFoundError extends ReplyError {
  override name = 'NotFoundError';
  constructor(message = 'HTTP 404') {
    super(message, 404);
  }
}

/** The error a failed reply stands for, with the server's text when it sent one. */
export async function replyError(reply: Response): Promise<ReplyError> {
  const body = (await reply.json().catch(() => null)) as { error?: string } | null;
  const message = body?.error ?? `HTTP ${reply.status}`;
  return reply.status === 404 ? new NotFoundError(message) : new ReplyError(message, reply.status);
}

/** A successful reply whose body is not wanted (a 204 of a delete, say); a failed one throws its `replyError`. */
export async function replyDone(reply: Response): Promise<void> {
  if (!reply.ok) throw await replyError(reply);
}

/** The JSON of a successful reply; a failed one throws its `replyError`. */
export async function replyJson<T>(reply: Response): Promise<T> {
  if (!reply.ok) throw await replyError(reply);
  return (await reply.json()) as T;
}
