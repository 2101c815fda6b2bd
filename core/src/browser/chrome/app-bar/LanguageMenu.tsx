import { LocalLanguageRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { LazyMenuButton, type MenuModule } from '../../ui/lazy/LazyMenuButton.tsx';
import { lazyPart } from '../../ui/lazy/lazy-part.ts';

export const languageMenuList = lazyPart<MenuModule>(() => import('./LanguageMenuList.tsx'));

/** The language button of the top bar, showing the current language (shell §2); LanguageMenuList.tsx. */
export const LanguageMenu = observer(function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const locale = useService(CORE_TOKENS.Locale);
  return (
    <LazyMenuButton
      label={t('settings.language')}
      menu={languageMenuList}
      icon={<LocalLanguageRegular />}
      className={className}
    >
      {locale.locale.toUpperCase()}
    </LazyMenuButton>
  );
});
