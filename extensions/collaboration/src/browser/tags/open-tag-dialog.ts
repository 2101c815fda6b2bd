import { Services, type ExtensionContext } from '@ontobench/sdk';
import type { CreatedTag } from '@ontobench/sdk/common';
import type { TagView } from '../../common/tags/api.ts';
import { TagDialog } from './components/TagDialog.tsx';

/**
 * Opens the tag dialog in the shell's dialog host (the area's texts and error boundary) and resolves to
 * the saved tag, or undefined when cancelled: the handler of `TAG_COMMANDS.create`, which the side menu
 * of every list screen runs. A lazy chunk.
 */
export async function openTagDialog(ctx: ExtensionContext, tag?: TagView): Promise<CreatedTag | undefined> {
  const saved = await ctx.getService(Services.Dialogs).open(TagDialog, tag ? { tag } : {}, { extensionId: ctx.id })
    .result;
  return saved ? { id: saved.id, name: saved.name, color: saved.color ?? '' } : undefined;
}
