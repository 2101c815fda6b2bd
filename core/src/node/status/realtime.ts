import type { Server as SocketServer } from 'socket.io';
import type { SessionAuthenticator } from '../auth/authenticator.ts';
import { systemClock, type Clock } from '../auth/clock.ts';
import { NOT_SIGNED_IN, type Authenticator, type RequestHeaders, type UserContext } from '../auth/user-context.ts';
import {
  FRONTEND_USER_NOTIFICATION,
  IMPORT_STATUS_UPDATE,
  NOTIFICATION_DEFAULT_TIMEOUT_MS,
  type ImportStatusEvent,
  type NotificationType,
  type UserNotificationEvent,
} from '../../common/status.ts';
import { JOB_PROGRESS, type JobProgressEvent } from '../../common/jobs.ts';

/** Every socket of a signed-in user is in this room, so a message to a user reaches all their tabs. */
export function userRoom(userId: string): string {
  return `user:${userId.toLowerCase()}`;
}

/** Every socket opened with a sign-in's token is in this room, so ending the sign-in closes them. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** What the handshake learnt about a socket. */
interface SocketSignIn {
  user?: UserContext;
  /** The web session (the token's `sid`), when the authenticator tells it. */
  sessionId?: string;
  /** When that sign-in ends, ms since the epoch. */
  expiresAt?: number;
}

/** The signed-in user of a socket, set at handshake by `attachRealtime`. */
export function socketUser(socket: { data: unknown }): UserContext | null {
  return (socket.data as SocketSignIn | undefined)?.user ?? null;
}

/** An authenticator that also names the sign-in (the server's own does; a test's may not). */
type RealtimeAuthenticator = Authenticator & Partial<Pick<SessionAuthenticator, 'sessionOf'>>;

/** How long a notice waits for the other server processes to name their sockets of the addressees. */
const FETCH_SOCKETS_TIMEOUT_MS = 2_000;

/** setTimeout's longest delay; a 30-day sign-in is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Realtime sign-in (spec shell.md §7): the client connects with `auth: { token: <jwt> }`; the token is
 * checked by the same authenticator as HTTP requests. Sockets without a valid token are refused with
 * 'Необходимо войти в систему' (the client sees it as a `connect_error`); a signed-in socket joins
 * `user:<id>` and `session:<sid>`, and is disconnected when its sign-in ends: at logout, a password
 * change or reset (`endSessionSockets`), or when it expires. Call once, before the server listens; it
 * guards the main namespace.
 */
export function attachRealtime(
  io: SocketServer,
  authenticator: RealtimeAuthenticator,
  options: { clock?: Clock } = {},
): void {
  const clock = options.clock ?? systemClock;
  io.use((socket, next) => {
    const token = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token.trim() === '') {
      next(new Error(NOT_SIGNED_IN));
      return;
    }
    signInOf(authenticator, { headers: { authorization: `Bearer ${token}` } }).then(
      (signIn) => {
        if (!signIn) return next(new Error(NOT_SIGNED_IN));
        Object.assign(socket.data as SocketSignIn, signIn);
        next();
      },
      // The authenticator failing (its database down) must not let anyone in, nor crash the server.
      () => next(new Error(NOT_SIGNED_IN)),
    );
  });
  io.on('connection', (socket) => {
    const { user, sessionId, expiresAt } = socket.data as SocketSignIn;
    if (!user) return;
    void socket.join(userRoom(user.id));
    if (sessionId !== undefined) void socket.join(sessionRoom(sessionId));
    if (expiresAt === undefined) return;
    let timer: NodeJS.Timeout | undefined;
    const expire = () => {
      const left = expiresAt - clock().getTime();
      if (left <= 0) return void socket.disconnect(true);
      timer = setTimeout(expire, Math.min(left, MAX_TIMER_MS));
      timer.unref();
    };
    expire();
    socket.once('disconnect', () => clearTimeout(timer));
  });
}

async function signInOf(authenticator: RealtimeAuthenticator, request: RequestHeaders): Promise<SocketSignIn | null> {
  if (authenticator.sessionOf) {
    const session = await authenticator.sessionOf(request);
    return session && { user: session.user, sessionId: session.id, expiresAt: session.expiresAt.getTime() };
  }
  const user = await authenticator.userOf(request);
  return user && { user };
}

/**
 * Closes the sockets of sign-ins that ended (through the adapter, so on every server process). Their
 * clients see a disconnect by the server and do not reconnect on their own.
 */
export function endSessionSockets(io: SocketServer, sessionIds: readonly string[]): void {
  // io.in([]) would address everyone: no session must mean no socket.
  if (sessionIds.length === 0) return;
  io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
}

export interface UserNotification {
  message: string;
  /** ms; default 4000 (spec shell.md §9). */
  timeout?: number;
  /** Default 'info'. */
  type?: NotificationType;
}

export interface ImportStatus {
  importId: string;
  importName: string;
  status: string;
}

/** Sends realtime events to users. Each method resolves with the number of sockets reached. */
export interface Notifier {
  /** FRONTEND_USER_NOTIFICATION to the listed users' sockets only. */
  notifyUsers(userIds: readonly string[], notification: UserNotification): Promise<number>;
  /** IMPORT_STATUS_UPDATE to that user's sockets only. */
  importStatus(userId: string, update: ImportStatus): Promise<number>;
  /** JOB_PROGRESS to that user's sockets only (docs/jobs.md). */
  jobProgress(userId: string, event: JobProgressEvent): Promise<number>;
}

export function createNotifier(io: SocketServer, clock: Clock = systemClock): Notifier {
  const send = async (userIds: readonly string[], event: string, payload: unknown): Promise<number> => {
    const rooms = [...new Set(userIds.map(userRoom))];
    // io.in([]) would address everyone: no addressee must mean no one.
    if (rooms.length === 0) return 0;
    // One emit per socket, so the count is exactly the sockets the event went to.
    const now = clock().getTime();
    let found;
    try {
      // With several server processes this asks each of them (docs/scaling.md).
      found = await io.timeout(FETCH_SOCKETS_TIMEOUT_MS).in(rooms).fetchSockets();
    } catch {
      // A process that died a moment ago is still awaited until the adapter drops it (about 10 s):
      // deliver to everyone reachable without counting them, and count this process's sockets.
      io.in(rooms).emit(event, payload);
      return (await io.in(rooms).local.fetchSockets()).length;
    }
    // A socket whose sign-in has expired (its timer not run yet) hears nothing more.
    const sockets = found.filter((socket) => ((socket.data as SocketSignIn).expiresAt ?? Infinity) > now);
    for (const socket of sockets) socket.emit(event, payload);
    return sockets.length;
  };
  return {
    notifyUsers(userIds, notification) {
      const event: UserNotificationEvent = {
        users: [...userIds],
        message: notification.message,
        timeout: notification.timeout ?? NOTIFICATION_DEFAULT_TIMEOUT_MS,
        type: notification.type ?? 'info',
      };
      return send(userIds, FRONTEND_USER_NOTIFICATION, event);
    },
    importStatus(userId, update) {
      const event: ImportStatusEvent = {
        userId,
        importId: update.importId,
        importName: update.importName,
        status: update.status,
      };
      return send([userId], IMPORT_STATUS_UPDATE, event);
    },
    jobProgress(userId, event) {
      return send([userId], JOB_PROGRESS, event);
    },
  };
}
