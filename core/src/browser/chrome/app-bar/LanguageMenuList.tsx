import { MenuItemRadio } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { LOCALES, isLocale } from '../../services/locale-service.ts';
import { useService } from '../../ui/kernel-context.tsx';
import type { MenuPartProps } from '../../ui/lazy/LazyMenuButton.tsx';
import { MenuSurface } from '../../ui/lazy/MenuSurface.tsx';
import { saveUserLanguage } from './save-user-language.ts';

/** The languages, the current one checked; choosing one switches at once and is kept with the user. */
const LanguageMenuList = observer(function LanguageMenuList(props: MenuPartProps) {
  const { t } = useTranslation('shell');
  const locale = useService(CORE_TOKENS.Locale);
  const container = useService(CORE_TOKENS.Container);
  return (
    <MenuSurface
      {...props}
      checkedValues={{ locale: [locale.locale] }}
      onCheckedValueChange={(_, { checkedItems }) => {
        const next = checkedItems[0];
        if (!isLocale(next)) return;
        locale.setLocale(next);
        void saveUserLanguage(container, next);
      }}
    >
      {LOCALES.map((l) => (
        <MenuItemRadio key={l} name="locale" value={l} lang={l}>
          {t(`language.${l}`)}
        </MenuItemRadio>
      ))}
    </MenuSurface>
  );
});

export default LanguageMenuList;
