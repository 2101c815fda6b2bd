/**
 * Realtime channels of extensions (docs/extensions.md "Realtime channels"): a server extension's
 * `ctx.channel(name)` sends, the browser's `Services.Realtime.subscribe(channel, handler)` receives.
 */

/** Server → browser: one message of a channel, `ChannelMessage`. */
export const CHANNEL_MESSAGE = 'CHANNEL_MESSAGE';
/** Browser → server: join a channel's subscribers (payload: the channel's full name). */
export const CHANNEL_SUBSCRIBE = 'CHANNEL_SUBSCRIBE';
/** Browser → server: leave them. */
export const CHANNEL_UNSUBSCRIBE = 'CHANNEL_UNSUBSCRIBE';

export interface ChannelMessage<T = unknown> {
  /** The full name, `<extension id>/<name>`, e.g. `ontology/imports`. */
  channel: string;
  message: T;
}

/** `<extension id>/<name>`: the id's own pattern, then letters, digits, `.`, `_` and `-`. */
export const CHANNEL_NAME_PATTERN = /^[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*\/[A-Za-z0-9][\w.-]{0,99}$/;

/**
 * The core's channel `core/context`: something the signed-in user's context keys depend on changed for them
 * (a role assignment naming them was created or changed), so the browser evaluates its keys again. No body.
 * Its owner and name, as the server opens it.
 */
export const CONTEXT_CHANNEL_PARTS = { owner: 'core', name: 'context' } as const;
/** Its full name, as the browser subscribes to it. */
export const CONTEXT_CHANNEL = `${CONTEXT_CHANNEL_PARTS.owner}/${CONTEXT_CHANNEL_PARTS.name}`;
