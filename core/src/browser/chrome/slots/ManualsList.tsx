import { MenuItemLink, makeStyles } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import type { MenuPartProps } from '../../ui/lazy/LazyMenuButton.tsx';
import { MenuSurface } from '../../ui/lazy/MenuSurface.tsx';
import { useAvailableManuals } from './use-available-manuals.ts';

const useStyles = makeStyles({
  list: { maxWidth: `${SHELL_CONSTANTS.manualsMenuMaxWidthPx}px` },
  item: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The user manuals listed on the current route, each opened in a new tab (shell §2; at most 300 px wide). Fetched at first use. */
const ManualsList = observer(function ManualsList(props: MenuPartProps) {
  const styles = useStyles();
  const manuals = useAvailableManuals();
  return (
    <MenuSurface {...props} listProps={{ className: styles.list }}>
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
    </MenuSurface>
  );
});

export default ManualsList;
