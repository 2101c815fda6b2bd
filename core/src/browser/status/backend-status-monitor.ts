import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { Disposable } from '../../common/disposable.ts';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import type { ServiceStatus } from '../../common/ping.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { HttpClient } from '../services/shell-contracts.ts';
import { pingBackend, type BackendHealth } from './ping-backend.ts';

export type { BackendHealth } from './ping-backend.ts';

/**
 * Backend status (spec shell.md §4): `GET public/ping` every 10 s while monitoring is on.
 * Monitoring is on unless `/env.json` says `statusMonitoring: false` (server: ONTOBENCH_STATUS_MONITORING=off).
 * The next ping is planned when the previous one has answered, so a slow server never gets a queue.
 */
@injectable()
export class BackendStatusMonitor {
  /** Undefined until the first ping answered (or while monitoring is off). */
  health: BackendHealth | undefined = undefined;
  services: readonly ServiceStatus[] = [];

  constructor(
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.Environment) private readonly environment: RuntimeEnvironment,
  ) {
    makeObservable<BackendStatusMonitor, 'record'>(this, {
      health: observable,
      services: observableRef,
      record: action,
    });
  }

  get monitoring(): boolean {
    return this.environment.statusMonitoring !== false;
  }

  start(): Disposable {
    if (!this.monitoring) return { dispose: () => undefined };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const loop = async () => {
      await this.ping();
      if (!stopped) timer = setTimeout(() => void loop(), SHELL_CONSTANTS.statusPollIntervalMs);
    };
    void loop();
    return {
      dispose: () => {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }

  /** One ping; the result is recorded, never thrown. */
  async ping(): Promise<BackendHealth> {
    const { health, services } = await pingBackend(this.http);
    this.record(health, services);
    return health;
  }

  private record(health: BackendHealth, services: ServiceStatus[]): void {
    this.health = health;
    this.services = services;
  }
}
