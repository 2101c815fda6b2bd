import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { PersonCircleRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { SESSION_PATHS } from './paths.ts';

/** The user's menu in the app bar: who is signed in, the profile page and signing out. */
export const UserMenu = observer(function UserMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const session = useService(CORE_TOKENS.Session);
  const [, navigate] = useLocation();
  const user = session.user;
  if (!user) return null;
  const signOut = async () => {
    await session.signOut();
    navigate(SESSION_PATHS.login);
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={`${t('userMenu.label')}: ${user.name}`} relationship="label">
          <Button
            appearance="transparent"
            className={className}
            icon={<PersonCircleRegular />}
            data-testid="user-menu"
          />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={() => navigate(SESSION_PATHS.profile)}>
            {t('userMenu.profile')}
          </MenuItem>
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {t('userMenu.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
