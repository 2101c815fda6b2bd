import { injectable } from 'inversify';
import { Disposable } from '../../common/disposable.ts';

export type CommandHandler = (...args: unknown[]) => unknown;

/** Handlers bound by active extensions, by command id. */
@injectable()
export class CommandHandlers {
  private readonly handlers = new Map<string, CommandHandler>();

  bind(id: string, handler: CommandHandler): Disposable {
    if (this.handlers.has(id)) throw new Error(`Command "${id}" already has a handler`);
    this.handlers.set(id, handler);
    return Disposable.create(() => {
      if (this.handlers.get(id) === handler) this.handlers.delete(id);
    });
  }

  get(id: string): CommandHandler | undefined {
    return this.handlers.get(id);
  }
}
