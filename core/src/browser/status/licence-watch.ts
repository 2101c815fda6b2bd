import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import type { Disposable } from '../../common/disposable.ts';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { DEBUG_ID_HEADER, decryptDebugInfo, type LicenceInfo } from '../../common/debug-id.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { HttpClient } from '../services/shell-contracts.ts';

/**
 * Licence information from the encrypted `x-debug-id` header of every reply (spec shell.md §4).
 * The key comes from `/env.json`; the header is decrypted only when its value changes.
 */
@injectable()
export class LicenceWatch {
  info: LicenceInfo | undefined = undefined;
  private lastHeader: string | undefined;
  private warned = false;

  constructor(
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.Environment) private readonly environment: RuntimeEnvironment,
  ) {
    makeObservable<LicenceWatch, 'setInfo'>(this, { info: observableRef, setInfo: action });
  }

  get userLimitExceeded(): boolean {
    return this.info?.userLimitExceeded === true;
  }

  start(): Disposable {
    return this.http.onResponse((response) => {
      const header = response.headers.get(DEBUG_ID_HEADER);
      if (header) void this.read(header);
    });
  }

  /** Decrypts one header value; a value that does not decrypt is reported once, as a warning. */
  async read(header: string): Promise<void> {
    const key = this.environment.debugKey;
    if (!key || header === this.lastHeader) return;
    this.lastHeader = header;
    try {
      const info = await decryptDebugInfo(header, key);
      if (header === this.lastHeader) this.setInfo(info);
    } catch (error) {
      if (!this.warned) console.warn('The licence header could not be read', error);
      this.warned = true;
    }
  }

  private setInfo(info: LicenceInfo): void {
    this.info = info;
  }
}
