import type { i18n as I18n } from 'i18next';
import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { Disposable } from '../../common/disposable.ts';
import {
  FRONTEND_USER_NOTIFICATION,
  IMPORT_STATUS_UPDATE,
  type ImportStatusEvent,
  type UserNotificationEvent,
} from '../../common/status.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { connectLazySocket, type RealtimeSocket } from './lazy-socket.ts';
import type { Notifications, Session } from '../services/shell-contracts.ts';

export type { RealtimeSocket } from './lazy-socket.ts';
export type SocketFactory = (token: string) => RealtimeSocket;

const COLORS = new Set(['info', 'success', 'warning', 'error']);

/**
 * Realtime notices (spec shell.md §7): while a user is signed in, a socket signed in with their token
 * (the server refuses anonymous sockets) receives
 * - IMPORT_STATUS_UPDATE, shown for 5000 ms to the user it names;
 * - FRONTEND_USER_NOTIFICATION, shown if the current user is among its addressees.
 * A new token (another sign-in) opens a new socket; sign-out closes it.
 */
@injectable()
export class RealtimeNotices {
  private connect: SocketFactory = connectLazySocket;

  constructor(
    @inject(CORE_TOKENS.Session) private readonly session: Session,
    @inject(CORE_TOKENS.Notifications) private readonly notifications: Notifications,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
  ) {}

  /** Tests only. */
  useSocketFactory(factory: SocketFactory): void {
    this.connect = factory;
  }

  start(): Disposable {
    let socket: RealtimeSocket | undefined;
    const stop = reaction(
      () => (this.session.status === 'signed-in' && this.session.user ? this.session.token : undefined),
      (token) => {
        socket?.disconnect();
        socket = token ? this.open(token) : undefined;
      },
      { fireImmediately: true },
    );
    return {
      dispose: () => {
        stop();
        socket?.disconnect();
      },
    };
  }

  private open(token: string): RealtimeSocket {
    const socket = this.connect(token);
    let warned = false;
    // The client keeps reconnecting by itself; one warning per socket is enough.
    socket.on('connect_error', (error: Error) => {
      if (!warned) console.warn('Realtime notices are unavailable:', error.message);
      warned = true;
    });
    socket.on(IMPORT_STATUS_UPDATE, (event: ImportStatusEvent) => this.onImportStatus(event));
    socket.on(FRONTEND_USER_NOTIFICATION, (event: UserNotificationEvent) => this.onUserNotification(event));
    return socket;
  }

  private onImportStatus(event: ImportStatusEvent): void {
    if (!event || event.userId !== this.session.user?.id) return;
    this.notifications.show({
      text: this.i18n.t('notice.importStatus', { ns: 'shell', name: event.importName, status: event.status }),
      color: 'info',
      timeout: SHELL_CONSTANTS.importNoticeTimeoutMs,
    });
  }

  private onUserNotification(event: UserNotificationEvent): void {
    const me = this.session.user?.id;
    if (!event || !me || !Array.isArray(event.users) || !event.users.includes(me)) return;
    this.notifications.show({
      text: String(event.message),
      color: COLORS.has(event.type) ? event.type : 'info',
      timeout: typeof event.timeout === 'number' && event.timeout > 0 ? event.timeout : undefined,
    });
  }
}
