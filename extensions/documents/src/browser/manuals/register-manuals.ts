import { ReplyError, isAbortError, replyJson, Services, type ExtensionContext } from '@ontobench/sdk';
import { DOCUMENTS_API, type ManualEntry } from '../../common/api.ts';
import { documentPath } from '../../common/routes.ts';
import { manualMatches } from './match.ts';

/**
 * Fills the shell's user-manuals menu (main layout, shell.md §2) with the active manuals the user may
 * read, each listed only where it applies (`manualMatches`) and opening its document. Loaded once the
 * area activates, for a signed-in user; a failed load goes to the console only (shell.md §8).
 */
export async function registerManuals(ctx: ExtensionContext): Promise<void> {
  const session = ctx.getService(Services.Session);
  if (session.status !== 'signed-in') return;
  const http = ctx.getService(Services.Http);
  const slots = ctx.getService(Services.Slots);
  let manuals: ManualEntry[];
  try {
    manuals = await replyJson<ManualEntry[]>(
      await http.request(`/api/${DOCUMENTS_API.manuals}`, { noAuthRedirect: true }),
    );
  } catch (error) {
    // A 401, or a request called off by signing out, is the sign-in ending: not a failed load to report.
    if (!(error instanceof ReplyError && error.status === 401) && !isAbortError(error)) console.error(error);
    return;
  }
  for (const [i, m] of manuals.entries())
    ctx.contribute(slots.manuals, {
      id: `documents.manual.${m.id}`,
      title: m.name,
      url: documentPath.view(m.document.id),
      order: 100 + i,
      isAvailable: (path, routeId) => manualMatches(m, path, routeId),
    });
}
