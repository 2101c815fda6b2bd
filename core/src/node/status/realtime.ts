import type { Server as SocketServer } from 'socket.io';
import { NOT_SIGNED_IN, type Authenticator, type UserContext } from '../auth/user-context.ts';
import {
  FRONTEND_USER_NOTIFICATION,
  IMPORT_STATUS_UPDATE,
  NOTIFICATION_DEFAULT_TIMEOUT_MS,
  type ImportStatusEvent,
  type NotificationType,
  type UserNotificationEvent,
} from '../../common/status.ts';

/** Every socket of a signed-in user is in this room, so a message to a user reaches all their tabs. */
export function userRoom(userId: string): string {
  return `user:${userId.toLowerCase()}`;
}

/** The signed-in user of a socket, set at handshake by `attachRealtime`. */
export function socketUser(socket: { data: unknown }): UserContext | null {
  return (socket.data as { user?: UserContext } | undefined)?.user ?? null;
}

/**
 * Realtime sign-in (spec shell.md §7): the client connects with `auth: { token: <jwt> }`; the token is
 * checked by the same authenticator as HTTP requests. Sockets without a valid token are refused with
 * 'Необходимо войти в систему' (the client sees it as a `connect_error`); a signed-in socket joins
 * `user:<id>`. Call once, before the server listens; it guards the main namespace.
 */
export function attachRealtime(io: SocketServer, authenticator: Authenticator): void {
  io.use((socket, next) => {
    const token = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || token.trim() === '') {
      next(new Error(NOT_SIGNED_IN));
      return;
    }
    authenticator.userOf({ headers: { authorization: `Bearer ${token}` } }).then(
      (user) => {
        if (!user) return next(new Error(NOT_SIGNED_IN));
        (socket.data as { user?: UserContext }).user = user;
        next();
      },
      // The authenticator failing (its database down) must not let anyone in, nor crash the server.
      () => next(new Error(NOT_SIGNED_IN)),
    );
  });
  io.on('connection', (socket) => {
    const user = socketUser(socket);
    if (user) void socket.join(userRoom(user.id));
  });
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
}

export function createNotifier(io: SocketServer): Notifier {
  const send = async (userIds: readonly string[], event: string, payload: unknown): Promise<number> => {
    const rooms = [...new Set(userIds.map(userRoom))];
    // io.in([]) would address everyone: no addressee must mean no one.
    if (rooms.length === 0) return 0;
    // One emit per socket, so the count is exactly the sockets the event went to.
    const sockets = await io.in(rooms).fetchSockets();
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
  };
}
