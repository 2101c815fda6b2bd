import { useState } from 'react';
import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
} from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { Services, formatDate, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import type { DmnSummary } from '../../common/api.ts';
import { dmnPath } from '../../common/routes.ts';
import { listVersions, newVersion } from '../api.ts';

/**
 * The table's versions (§3 versionNumber, rootVersionDmn, sourceVersionDmn): the family, read when the menu
 * opens, each opening its own page; «Новая версия» copies the saved table into the next version and opens it.
 */
export function VersionsMenu(props: { table: DmnSummary; dirty: boolean }) {
  const { table, dirty } = props;
  const { t } = useT();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [opened, setOpened] = useState(0);
  const load = useLoad(`dmn-versions-${table.id}-${opened}`, (signal) =>
    opened === 0 ? Promise.resolve([]) : listVersions(http, table.id, signal),
  );

  const make = async () => {
    try {
      const made = await newVersion(http, table.id);
      notifications.show({ text: t('editor.newVersionMade', { n: made.versionNumber }), color: 'success' });
      navigate(dmnPath.table(made.id));
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('editor.newVersionFailed'))).text, color: 'error' });
    }
  };

  let items;
  if (load.status === 'loading')
    items = (
      <MenuItem disabled icon={<Spinner size="tiny" />}>
        {t('editor.versionsLoading')}
      </MenuItem>
    );
  else if (load.status !== 'ready') items = <MenuItem disabled>{t('editor.versionsFailed')}</MenuItem>;
  else
    items = load.value.map((v) => (
      <MenuItem
        key={v.id}
        disabled={v.id === table.id}
        secondaryContent={v.id === table.id ? t('editor.current') : undefined}
        onClick={() => navigate(dmnPath.table(v.id))}
      >
        {v.dateCreate
          ? t('editor.versionItem', { n: v.versionNumber, date: formatDate(v.dateCreate.slice(0, 10)) })
          : t('editor.version', { n: v.versionNumber })}
      </MenuItem>
    ));
  return (
    <Menu onOpenChange={(_, d) => d.open && setOpened((n) => n + 1)}>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<HistoryRegular />} data-testid="dmn-versions">
          {t('editor.version', { n: table.versionNumber })}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items}
          {table.access === 'edit' && (
            <>
              <MenuDivider />
              <MenuItem disabled={dirty} onClick={() => void make()} data-testid="dmn-new-version">
                {dirty ? t('editor.newVersionDirty') : t('editor.newVersion')}
              </MenuItem>
            </>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
