import { Services, useService, useT } from '@ontobench/sdk';
import { IdListField, type IdOption } from './IdListField.tsx';

/**
 * The user's hidden components (shell.md §3 User `hiddenComponents`, §6), picked from what the shell hides
 * by id: main-menu entries, toolbar buttons, the top bar's panels (chat, comments) and items (the approvals
 * counter), each named by its label where it has one, in the administrator's language, with its id.
 */
export function ComponentListField(props: {
  value: string[];
  onChange: (value: string[]) => void;
  label: string;
  testId: string;
}) {
  const { t } = useT();
  const contributions = useService(Services.Contributions);
  const slots = useService(Services.Slots);
  const named = (kind: string, items: readonly { id: string; labelKey?: string; owner: string }[]): IdOption[] =>
    items.map((item) => {
      const kindText = t(`users.components.${kind}`);
      const label = item.labelKey ? t(item.labelKey, { ns: item.owner }) : undefined;
      return { value: item.id, text: label ? `${kindText}: ${label} (${item.id})` : `${kindText}: ${item.id}` };
    });
  const options = [
    ...named('menu', contributions.menus.all),
    ...named('toolbar', contributions.toolbar.all),
    ...named(
      'panel',
      [...slots.chat.all, ...slots.comments.all].map((s) => ({ ...s, owner: s.namespace })),
    ),
    ...named('appBar', slots.appBar.all),
  ];
  const unique = [...new Map(options.map((o) => [o.value, o])).values()].sort((a, b) =>
    a.text.localeCompare(b.text, 'ru'),
  );
  return <IdListField {...props} options={unique} placeholder={t('users.dialog.componentsPlaceholder')} />;
}
