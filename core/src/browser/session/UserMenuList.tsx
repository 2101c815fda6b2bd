import { MenuItem } from '@fluentui/react-components';
import { PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import type { MenuPartProps } from '../ui/lazy/LazyMenuButton.tsx';
import { MenuSurface } from '../ui/lazy/MenuSurface.tsx';
import { SESSION_PATHS } from './paths.ts';

/** The user menu's items: the profile page and signing out. Fetched at first use (UserMenu.tsx). */
export default function UserMenuList(props: MenuPartProps) {
  const { t } = useTranslation('shell');
  const session = useService(CORE_TOKENS.Session);
  const [, navigate] = useLocation();
  const signOut = async () => {
    await session.signOut();
    navigate(SESSION_PATHS.login);
  };
  return (
    <MenuSurface {...props}>
      <MenuItem icon={<PersonRegular />} onClick={() => navigate(SESSION_PATHS.profile)}>
        {t('userMenu.profile')}
      </MenuItem>
      <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
        {t('userMenu.signOut')}
      </MenuItem>
    </MenuSurface>
  );
}
