import { inject, injectable, type Container } from 'inversify';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { ERROR_MESSAGE_MAX, LOG_ERROR_PATH } from '../../common/status.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Session } from '../services/shell-contracts.ts';
import { STATUS_TOKENS } from '../status/status-tokens.ts';
import { debugInfo } from './debug-info.ts';

/** Where reported errors go. */
export interface ErrorSink {
  log(message: string, stack?: string): void;
}

/**
 * Posts an error report to `public/log-error` with the debug info of spec shell.md §8.
 * A report that cannot be sent is only a console warning: reporting must never raise an error itself
 * (that would report again, and again).
 */
@injectable()
export class ServerErrorLog implements ErrorSink {
  constructor(@inject(CORE_TOKENS.Container) private readonly container: Container) {}

  log(message: string, stack?: string): void {
    const http = this.container.get(CORE_TOKENS.Http);
    const body = { msg: message.slice(0, ERROR_MESSAGE_MAX), ...(stack ? { stack } : {}), ...this.debugInfo() };
    http
      .request(LOG_ERROR_PATH, { method: 'POST', body: JSON.stringify(body), noRetry: true })
      .then((response) => {
        if (!response.ok) console.warn(`The error report was refused (${response.status})`);
      })
      .catch((error: unknown) => console.warn('The error report could not be sent', error));
  }

  private debugInfo() {
    const environment = this.container.get(CORE_TOKENS.Environment);
    const host = this.container.get(CORE_TOKENS.ExtensionHost);
    const versions = this.container.get(STATUS_TOKENS.VersionCheck);
    // Errors can happen before the session service exists (or in a kernel without one).
    const session = this.container.isBound(CORE_TOKENS.Session)
      ? (this.container.get(CORE_TOKENS.Session) as Session)
      : undefined;
    return debugInfo({
      session,
      appVersion: SHELL_CONSTANTS.appVersion,
      frontendVersion: environment.version,
      backendVersion: versions.backendVersion,
      plugins: host.extensions.filter((record) => record.enabled).map((record) => record.manifest),
      location: window.location,
      screen: window.screen,
      userAgent: navigator.userAgent,
    });
  }
}
