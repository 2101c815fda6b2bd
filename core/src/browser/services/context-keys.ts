import { inject, injectable, optional } from 'inversify';
import { CONTEXT_CHANNEL } from '../../common/channels.ts';
import { observable, reaction, runInAction } from 'mobx';
import type { ContextKeyContribution } from '../kernel/contributions.ts';
import type { ContributionPoints } from '../kernel/contribution-points.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Registered } from '../kernel/registry.ts';
import { REALTIME_TOKEN, type RealtimeService } from './realtime-service.ts';
import type { DataClient, HttpClient, Session } from './shell-contracts.ts';

/** Whether a context key holds for the signed-in user (`MenuContribution.when`). Observable. */
export interface ContextKeys {
  isTrue(key: string): boolean;
}

/**
 * The context keys of the signed-in user (`contextKeys` contributions): each is evaluated as soon as that
 * user is signed in and the key is registered (an area installed later too), and all are evaluated again when
 * the server says the user's context changed (`core/context`: a role assignment naming them) and when the
 * socket reconnects (a notice sent meanwhile is lost); a key keeps its value until the new answer. A new user
 * starts again from false, sign-out forgets them all. An answer that comes back for a user who is gone, or
 * for a key asked again since, is dropped. A failed evaluation is logged and leaves the key as it was.
 */
@injectable()
export class ContextKeysService implements ContextKeys {
  private readonly values = observable.map<string, boolean>();
  /** The evaluation under way (or done) for each key, for the current user. */
  private readonly asked = new Map<string, object>();
  private user: string | undefined;

  constructor(
    @inject(CORE_TOKENS.ContributionPoints) points: ContributionPoints,
    @inject(CORE_TOKENS.Session) session: Session,
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.Data) private readonly data: DataClient,
    @inject(REALTIME_TOKEN) @optional() realtime?: RealtimeService,
  ) {
    const again = () => this.evaluateAll(points.contextKeys.all);
    realtime?.subscribe(CONTEXT_CHANNEL, again);
    realtime?.reconnected(again);
    reaction(
      () => ({ user: session.status === 'signed-in' ? session.user?.id : undefined, keys: points.contextKeys.all }),
      ({ user, keys }) => this.sync(user, keys),
      { fireImmediately: true },
    );
  }

  isTrue(key: string): boolean {
    return this.values.get(key) === true;
  }

  private sync(user: string | undefined, keys: readonly Registered<ContextKeyContribution>[]): void {
    if (user !== this.user) {
      this.user = user;
      this.asked.clear();
      this.values.clear();
    }
    const ids = new Set(keys.map((k) => k.id));
    for (const id of [...this.asked.keys()].filter((id) => !ids.has(id))) {
      this.asked.delete(id);
      this.values.delete(id);
    }
    if (user === undefined) return;
    for (const key of keys.filter((k) => !this.asked.has(k.id))) this.evaluate(key);
  }

  private evaluateAll(keys: readonly Registered<ContextKeyContribution>[]): void {
    if (this.user === undefined) return;
    for (const key of keys) this.evaluate(key);
  }

  private evaluate(key: ContextKeyContribution): void {
    const token = {};
    this.asked.set(key.id, token);
    const current = () => this.asked.get(key.id) === token;
    void Promise.resolve()
      .then(() => key.evaluate({ http: this.http, data: this.data }))
      .then(
        (value) => current() && runInAction(() => this.values.set(key.id, value === true)),
        (error: unknown) => console.warn(`context key ${key.id} was not evaluated`, error),
      );
  }
}
