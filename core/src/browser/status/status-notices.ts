import type { i18n as I18n } from 'i18next';
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, reaction } from 'mobx';
import type { Disposable } from '../../common/disposable.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { NotificationMessage, Notifications, Session } from '../services/shell-contracts.ts';
import type { BackendStatusMonitor } from './backend-status-monitor.ts';
import type { LicenceWatch } from './licence-watch.ts';
import type { MaintenanceMonitor } from './maintenance-monitor.ts';
import { showsLimitedWarning, showsMaintenanceWarning, type Viewer } from './status-rules.ts';
import { STATUS_TOKENS } from './status-tokens.ts';
import type { VersionCheck } from './version-check.ts';

/** Keys of the persistent notices this area sets. */
export const NOTICE_KEYS = {
  limited: 'status.limited',
  maintenance: 'status.maintenance',
  version: 'status.version-mismatch',
  licence: 'status.licence-user-limit',
  newVersion: 'status.new-version',
} as const;

/**
 * Turns the monitors' state into the persistent notices of spec shell.md §4 and §8: the limited-mode
 * warning (YELLOW; RED for admins), the maintenance announcement for admins, the version mismatch and
 * the licence user limit. Texts follow the interface language.
 */
@injectable()
export class StatusNotices {
  language: string;

  constructor(
    @inject(CORE_TOKENS.Session) private readonly session: Session,
    @inject(CORE_TOKENS.Notifications) private readonly notifications: Notifications,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
    @inject(STATUS_TOKENS.BackendStatus) private readonly backend: BackendStatusMonitor,
    @inject(STATUS_TOKENS.Maintenance) private readonly maintenance: MaintenanceMonitor,
    @inject(STATUS_TOKENS.VersionCheck) private readonly version: VersionCheck,
    @inject(STATUS_TOKENS.Licence) private readonly licence: LicenceWatch,
  ) {
    this.language = i18n.language;
    makeObservable<StatusNotices, 'setLanguage'>(this, { language: observable, setLanguage: action });
  }

  start(): Disposable {
    const onLanguage = (language: string) => this.setLanguage(language);
    this.i18n.on('languageChanged', onLanguage);
    const stops = [
      this.follow(NOTICE_KEYS.limited, () =>
        showsLimitedWarning(this.backend.health, this.viewer())
          ? { text: this.t('status.limitedWarning'), color: 'warning' }
          : null,
      ),
      this.follow(NOTICE_KEYS.maintenance, () => {
        const { enabled, message } = this.maintenance.state;
        if (!showsMaintenanceWarning(enabled, this.viewer())) return null;
        const text = message ? this.t('status.maintenanceAnnouncement', { message }) : this.t('status.limitedWarning');
        return { text, color: 'warning' };
      }),
      this.follow(NOTICE_KEYS.version, () =>
        this.version.mismatch
          ? {
              text: this.t('notice.versionMismatch', {
                backend: this.version.backendVersion,
                frontend: this.version.frontendVersion,
              }),
              color: 'info',
              showRefreshButton: true,
            }
          : null,
      ),
      this.follow(NOTICE_KEYS.licence, () =>
        this.licence.userLimitExceeded ? { text: this.t('notice.licenceUserLimit'), color: 'error' } : null,
      ),
    ];
    return {
      dispose: () => {
        this.i18n.off('languageChanged', onLanguage);
        for (const stop of stops) stop();
      },
    };
  }

  /** Keeps one persistent notice in step with a derived message (null clears it). */
  private follow(key: string, derive: () => NotificationMessage | null): () => void {
    return reaction(
      () => {
        void this.language;
        return derive();
      },
      (message) => {
        if (message) this.notifications.setPersistent(key, { ...message, timeout: null });
        else this.notifications.clearPersistent(key);
      },
      { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    );
  }

  private viewer(): Viewer {
    return { signedIn: this.session.status === 'signed-in', isAdmin: this.session.isAdmin };
  }

  private t(key: string, options: Record<string, unknown> = {}): string {
    return this.i18n.t(key, { ns: 'shell', ...options });
  }

  private setLanguage(language: string): void {
    this.language = language;
  }
}
