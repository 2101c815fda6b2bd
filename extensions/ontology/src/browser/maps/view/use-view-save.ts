import { useCallback } from 'react';
import { Services, useErrorText, useService, useT } from '@ontobench/sdk';

/**
 * Saving a view's JSON (a triplet's links, a scenario's steps) from its editor: one `upd` of the
 * property; then a notice and `onSaved` (the page reloads its map). A refusal comes back as the text the
 * editor shows, translated and naming the field as the editor calls it.
 */
export function useViewSave(id: string, prop: string, fieldLabel: string, onSaved: () => void) {
  const { t } = useT();
  const errorText = useErrorText();
  const data = useService(Services.Data);
  const notifications = useService(Services.Notifications);
  return useCallback(
    async (json: string): Promise<string | null> => {
      try {
        await data.setData([{ op: 'upd', inst: id, prop, val: json }]);
      } catch (error) {
        return (await errorText(error, t('maps.viewEdit.saveFailed'), fieldLabel)).text;
      }
      notifications.show({ text: t('maps.viewEdit.saved'), color: 'success' });
      onSaved();
      return null;
    },
    [data, notifications, errorText, t, id, prop, fieldLabel, onSaved],
  );
}
