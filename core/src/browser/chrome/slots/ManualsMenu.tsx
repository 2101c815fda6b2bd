import {
  Button,
  Menu,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
} from '@fluentui/react-components';
import { BookQuestionMarkRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

const useStyles = makeStyles({
  list: { maxWidth: `${SHELL_CONSTANTS.manualsMenuMaxWidthPx}px` },
  item: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The user-manuals menu (shell §2; at most 300 px wide). Hidden while no manual is contributed. */
export const ManualsMenu = observer(function ManualsMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const manuals = useService(CHROME_TOKENS.Slots).manuals.all;
  if (manuals.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('chrome.manuals.title')} relationship="label">
          <Button
            appearance="transparent"
            className={className}
            icon={<BookQuestionMarkRegular />}
            data-testid="manuals"
          />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList className={styles.list}>
          {manuals.map((m) => (
            <MenuItemLink
              key={m.id}
              href={m.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.item}
              title={m.title}
            >
              {m.title}
            </MenuItemLink>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
