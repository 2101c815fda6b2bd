import { inject, injectable } from 'inversify';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { CommandHandlers } from '../kernel/command-handlers.ts';
import type { ContributionPoints } from '../kernel/contribution-points.ts';
import type { ExtensionHost } from '../kernel/extension-host.ts';

/** Runs contributed commands, activating the contributing extension on first use. */
@injectable()
export class CommandService {
  constructor(
    @inject(CORE_TOKENS.ContributionPoints) private readonly points: ContributionPoints,
    @inject(CORE_TOKENS.CommandHandlers) private readonly handlers: CommandHandlers,
    @inject(CORE_TOKENS.ExtensionHost) private readonly host: ExtensionHost,
  ) {}

  async execute(id: string, ...args: unknown[]): Promise<unknown> {
    const command = this.points.commands.get(id);
    if (!command) throw new Error(`Command "${id}" is not registered`);
    await this.host.activate(command.owner);
    const handler = this.handlers.get(id);
    if (!handler) throw new Error(`Command "${id}" has no handler after activating "${command.owner}"`);
    return handler(...args);
  }
}
