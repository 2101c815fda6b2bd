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
  /** Other services' listeners (the plugin loader's PLUGINS_CHANGED), kept across sockets. */
  private readonly listeners = new Map<string, Set<(payload: never) => void>>();
  private current: { socket: RealtimeSocket; attached: Set<string> } | undefined;
  private readonly reconnects = new Set<() => void>();
  /** Whether a socket of this page has connected yet: every connect after the first is a reconnect. */
  private everConnected = false;

  constructor(
    @inject(CORE_TOKENS.Session) private readonly session: Session,
    @inject(CORE_TOKENS.Notifications) private readonly notifications: Notifications,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
  ) {}

  /** Tests only. */
  useSocketFactory(factory: SocketFactory): void {
    this.connect = factory;
  }

  /** Listens to a realtime event on the signed-in user's socket, this one and those after a new sign-in. */
  subscribe(event: string, listener: (payload: never) => void): Disposable {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    this.attach(event);
    return { dispose: () => void set.delete(listener) };
  }

  /** Calls `listener` on each connect after the page's first (the same socket's or a new sign-in's). */
  reconnected(listener: () => void): Disposable {
    const own = () => listener();
    this.reconnects.add(own);
    return { dispose: () => void this.reconnects.delete(own) };
  }

  /** Sends an event to the server on the signed-in user's socket (nothing when signed out). */
  emit(event: string, payload: unknown): void {
    this.current?.socket.emit(event, payload);
  }

  private attach(event: string): void {
    const current = this.current;
    if (!current || current.attached.has(event)) return;
    current.attached.add(event);
    current.socket.on(event, (payload: never) => this.listeners.get(event)?.forEach((listener) => listener(payload)));
  }

  start(): Disposable {
    let socket: RealtimeSocket | undefined;
    const stop = reaction(
      () => (this.session.status === 'signed-in' && this.session.user ? this.session.token : undefined),
      (token) => {
        socket?.disconnect();
        socket = token ? this.open(token) : undefined;
        this.current = socket ? { socket, attached: new Set() } : undefined;
        for (const event of this.listeners.keys()) this.attach(event);
      },
      { fireImmediately: true },
    );
    return {
      dispose: () => {
        stop();
        socket?.disconnect();
        this.current = undefined;
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
    socket.on('connect', () => this.onConnect());
    socket.on(IMPORT_STATUS_UPDATE, (event: ImportStatusEvent) => this.onImportStatus(event));
    socket.on(FRONTEND_USER_NOTIFICATION, (event: UserNotificationEvent) => this.onUserNotification(event));
    return socket;
  }

  private onConnect(): void {
    const again = this.everConnected;
    this.everConnected = true;
    if (!again) return;
    for (const listener of [...this.reconnects]) {
      try {
        listener();
      } catch (error) {
        // One listener's failure must not keep the others from asking again.
        console.error('Realtime reconnect listener:', error);
      }
    }
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
