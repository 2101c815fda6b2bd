import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import type { Disposable } from '../../common/disposable.ts';
import { MAINTENANCE_HEADER, MAINTENANCE_PUBLIC_PATH, type MaintenanceMode } from '../../common/status.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { HttpClient } from '../services/shell-contracts.ts';
import { debounce } from './debounce.ts';

/**
 * Maintenance mode (spec shell.md §4): set when a reply carries `x-maintenance-mode: on` or when the
 * check (`GET public/maintenanceMode`) reports it enabled; every update is debounced 500 ms.
 * The header says only on or off, so a switch seen in a header is confirmed by the check, which also
 * brings the announcement. While the mode is on the check repeats every 10 s, so the maintenance page
 * learns that the work is over even when status monitoring is off.
 */
@injectable()
export class MaintenanceMonitor {
  state: MaintenanceMode = { enabled: false, message: '' };
  /** False until the first check answered. */
  known = false;
  private readonly update = debounce(SHELL_CONSTANTS.versionMaintenanceDebounceMs, (next: MaintenanceMode) =>
    this.apply(next),
  );
  private pending: MaintenanceMode | undefined;
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor(@inject(CORE_TOKENS.Http) private readonly http: HttpClient) {
    makeObservable<MaintenanceMonitor, 'apply'>(this, { state: observableRef, known: observable, apply: action });
  }

  start(): Disposable {
    const listening = this.http.onResponse((response) => this.onHeader(response.headers.get(MAINTENANCE_HEADER)));
    void this.check();
    return {
      dispose: () => {
        listening.dispose();
        this.update.cancel();
        this.stopPolling();
      },
    };
  }

  /** Asks the server; the answer is an update like any other. */
  async check(): Promise<void> {
    try {
      const response = await this.http.request(MAINTENANCE_PUBLIC_PATH);
      if (!response.ok) return;
      const body = (await response.json()) as Partial<MaintenanceMode>;
      this.push({ enabled: body.enabled === true, message: typeof body.message === 'string' ? body.message : '' });
    } catch (error) {
      // No backend at all is the status monitor's business (limited mode), not maintenance.
      console.warn('Maintenance mode check failed', error);
    }
  }

  private onHeader(value: string | null): void {
    if (value !== 'on' && value !== 'off') return;
    const enabled = value === 'on';
    const expected = this.pending ?? this.state;
    if (expected.enabled === enabled) return;
    // The header has no announcement: the check that follows brings it.
    this.push({ enabled, message: '' });
    void this.check();
  }

  private push(next: MaintenanceMode): void {
    this.pending = next;
    this.update.push(next);
  }

  private apply(next: MaintenanceMode): void {
    this.pending = undefined;
    this.known = true;
    if (next.enabled !== this.state.enabled || next.message !== this.state.message) this.state = next;
    if (next.enabled) this.startPolling();
    else this.stopPolling();
  }

  private startPolling(): void {
    if (this.poll !== undefined) return;
    this.poll = setInterval(() => void this.check(), SHELL_CONSTANTS.statusPollIntervalMs);
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }
}
