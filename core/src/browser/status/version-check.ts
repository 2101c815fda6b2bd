import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { Disposable } from '../../common/disposable.ts';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { HttpClient } from '../services/shell-contracts.ts';
import { debounce } from './debounce.ts';

export const POWERED_BY_HEADER = 'x-powered-by';
/** What the browser host reports when /env.json could not be read: nothing to compare with. */
const UNKNOWN_VERSION = 'unknown';

/**
 * Spec shell.md §4, version mismatch: every reply names the backend version in `x-powered-by`. The
 * front end's version is the one `/env.json` named when this page was loaded — the deployment the
 * loaded scripts belong to. When a reply names another, the server was updated under the open page.
 * Updates are debounced 500 ms.
 */
@injectable()
export class VersionCheck {
  backendVersion: string | undefined = undefined;

  constructor(
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.Environment) private readonly environment: RuntimeEnvironment,
  ) {
    makeObservable<VersionCheck, 'setBackendVersion'>(this, {
      backendVersion: observable,
      mismatch: computed,
      setBackendVersion: action,
    });
  }

  get frontendVersion(): string {
    return this.environment.version;
  }

  /** True when the backend runs another version than the one this page was built against. */
  get mismatch(): boolean {
    const frontend = this.frontendVersion;
    return !!this.backendVersion && frontend !== UNKNOWN_VERSION && this.backendVersion !== frontend;
  }

  start(): Disposable {
    const update = debounce(SHELL_CONSTANTS.versionMaintenanceDebounceMs, (version: string) =>
      this.setBackendVersion(version),
    );
    const listening = this.http.onResponse((response) => {
      const version = response.headers.get(POWERED_BY_HEADER);
      if (version) update.push(version);
    });
    return {
      dispose: () => {
        listening.dispose();
        update.cancel();
      },
    };
  }

  private setBackendVersion(version: string): void {
    this.backendVersion = version;
  }
}
