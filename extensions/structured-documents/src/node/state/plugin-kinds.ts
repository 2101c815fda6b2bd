import type { ServerExtensionContext } from '@ontobench/sdk/node';
import { ContainerRules } from '../../common/containers.ts';
import { isBuiltInKind } from '../../common/kinds.ts';

/**
 * The container table a save is checked against (domain.md §5): the built-in rows and the kinds that
 * enabled runtime plugins declare in their headers (`documentComponents: [{ id, allowedIn }]`), read at
 * each save, so a disabled plugin's kinds are refused again from the next save on. A plugin cannot
 * change a built-in row: a declared kind with a built-in id is left out.
 */
export async function containerRulesOf(ctx: Pick<ServerExtensionContext, 'plugins'>): Promise<ContainerRules> {
  const declared = await ctx.plugins.documentComponents();
  return new ContainerRules(declared.filter((kind) => !isBuiltInKind(kind.id)));
}
