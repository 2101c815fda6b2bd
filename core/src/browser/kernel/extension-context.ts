import type { Container } from 'inversify';
import { Disposable } from '../../common/disposable.ts';
import type { CommandHandlers } from './command-handlers.ts';
import type { ContributionPoints } from './contribution-points.ts';
import { registryBehind } from './contributions-view.ts';
import type { ExtensionContext } from './extension.ts';
import type { HostAdmin } from './host-admin.ts';
import type { ServiceToken } from './tokens.ts';

/** What a context needs from the host that makes it. */
export interface ContextDeps {
  container: Container;
  handlers: CommandHandlers;
  points: ContributionPoints;
  /** Who bound each token an extension offered, so a second binder is told whose it is. */
  serviceOwners: Map<symbol, string>;
  /** Only for the extension the composition root granted it to (docs/sdk.md, "Privileged host API"). */
  hostAdmin?: HostAdmin;
}

/** A context and the handle that closes it: after `close`, whatever the extension adds is undone at once. */
export interface LiveContext {
  readonly ctx: ExtensionContext;
  readonly closed: boolean;
  /** Disposes everything registered so far (last first); anything registered later is disposed on arrival. */
  close(): void;
}

function tokenName(token: symbol): string {
  return token.description ?? String(token);
}

/**
 * The context `activate` receives. It is closed when the extension is disabled, even while `activate`
 * is still running: an activate that awaits and then binds a service or a command must not leak it.
 */
export function createExtensionContext(id: string, deps: ContextDeps): LiveContext {
  const subscriptions: Disposable[] = [];
  let closed = false;
  const own = (disposable: Disposable) => {
    if (closed) disposable.dispose();
    else subscriptions.push(disposable);
  };
  const ctx: ExtensionContext = {
    id,
    subscriptions,
    hostAdmin: deps.hostAdmin,
    bindService<T>(token: ServiceToken<T>, value: T) {
      if (closed) return;
      const owner = deps.serviceOwners.get(token) ?? (deps.container.isBound(token) ? 'the kernel' : undefined);
      if (owner !== undefined) {
        const by = owner === 'the kernel' ? owner : `extension "${owner}"`;
        throw new Error(`Service "${tokenName(token)}" is already bound by ${by}; extension "${id}" cannot bind it`);
      }
      deps.container.bind(token).toConstantValue(value);
      deps.serviceOwners.set(token, id);
      own(
        Disposable.create(() => {
          if (deps.serviceOwners.get(token) === id) deps.serviceOwners.delete(token);
          if (deps.container.isBound(token)) deps.container.unbind(token);
        }),
      );
    },
    getService: (token) => deps.container.get(token),
    contribute(view, item) {
      const registry = registryBehind(view);
      if (!registry?.runtimeContributions) {
        throw new Error(`"${id}" cannot contribute to ${registry?.name ?? 'that'} at run time: use the manifest`);
      }
      if (closed) return;
      own(registry.register(item, id));
    },
    registerCommand(commandId, handler) {
      if (closed) return;
      const owner = deps.points.commands.get(commandId)?.owner;
      if (owner !== id) throw new Error(`Command "${commandId}" is not contributed by "${id}"`);
      own(deps.handlers.bind(commandId, handler));
    },
  };
  return {
    ctx,
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      // Also what the extension pushed into `subscriptions` itself after an earlier close.
      Disposable.all(subscriptions.splice(0)).dispose();
    },
  };
}
