import { reaction } from 'mobx';
import { Services, type ExtensionContext } from '@ontobench/sdk';
import { VIEWS_API, type ClassViewField } from '../../common/views/api.ts';
import { callJson } from '../shared/call.ts';

/**
 * Fills `Services.ClassViews` with the views of the signed-in user's roles (`GET class-views/mine`), again
 * whenever another user signs in, and empties it on sign-out; the core's object forms and lists follow
 * them. A failed load leaves no views (every field shown) and is said in the console only (shell.md §8).
 */
export function loadMyClassViews(ctx: ExtensionContext): void {
  const session = ctx.getService(Services.Session);
  const http = ctx.getService(Services.Http);
  const views = ctx.getService(Services.ClassViews);
  let asked = 0;
  const load = (userId: string | undefined) => {
    const call = ++asked;
    views.set(undefined);
    if (!userId) return;
    callJson<{ views: Record<string, ClassViewField[]> }>(http, 'GET', VIEWS_API.mine).then(
      (reply) => call === asked && views.set(reply.views),
      (error: unknown) => console.warn('Class views could not be loaded', error),
    );
  };
  const stop = reaction(() => session.user?.id, load, { fireImmediately: true });
  ctx.subscriptions.push({
    dispose: () => {
      stop();
      views.set(undefined);
    },
  });
}
