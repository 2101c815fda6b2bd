import { Services, useErrorText, useService } from '@ontobench/sdk';

/**
 * Deleting a row of a page: asks first (`title`), runs `remove`, says `done` (success) or the server's
 * reason under `failed`, then `after` (reload the list). Answers whether it was deleted.
 */
export function useConfirmedDelete() {
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  return async (o: { title: string; done: string; failed: string; remove: () => Promise<void>; after: () => void }) => {
    if (!(await dialogs.confirm({ title: o.title }))) return false;
    try {
      await o.remove();
      notifications.show({ text: o.done, color: 'success' });
      o.after();
      return true;
    } catch (error) {
      notifications.show({ text: (await errorText(error, o.failed)).text, color: 'error' });
      return false;
    }
  };
}
