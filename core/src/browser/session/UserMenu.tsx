import { PersonCircleRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { LazyMenuButton, type MenuModule } from '../ui/lazy/LazyMenuButton.tsx';
import { lazyPart } from '../ui/lazy/lazy-part.ts';

export const userMenuList = lazyPart<MenuModule>(() => import('./UserMenuList.tsx'));

/** The user's menu in the app bar: who is signed in, the profile page and signing out (UserMenuList.tsx). */
export const UserMenu = observer(function UserMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const user = useService(CORE_TOKENS.Session).user;
  if (!user) return null;
  return (
    <LazyMenuButton
      label={`${t('userMenu.label')}: ${user.name}`}
      menu={userMenuList}
      icon={<PersonCircleRegular />}
      className={className}
      testId="user-menu"
    />
  );
});
