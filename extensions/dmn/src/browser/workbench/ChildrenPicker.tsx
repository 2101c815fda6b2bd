import { useState } from 'react';
import {
  Button,
  Link as FluentLink,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { DmnChild } from '../../common/api.ts';
import { dmnPath } from '../../common/routes.ts';
import { listTables } from '../api.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  chip: { display: 'inline-flex', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** §3 childrenDMN: links to the child tables; an editor adds one from the tables they read or removes one. */
export function ChildrenPicker(props: {
  tableId: string;
  children: DmnChild[];
  readOnly: boolean;
  onChange: (children: DmnChild[]) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [opened, setOpened] = useState(0);
  const load = useLoad(`dmn-children-${props.tableId}-${opened}`, (signal) =>
    opened === 0 ? Promise.resolve([]) : listTables(http, signal),
  );
  const taken = new Set([props.tableId, ...props.children.map((c) => c.id)]);

  let items;
  if (load.status === 'loading')
    items = (
      <MenuItem disabled icon={<Spinner size="tiny" />}>
        {t('editor.childrenLoading')}
      </MenuItem>
    );
  else if (load.status !== 'ready') items = <MenuItem disabled>{t('list.failed', { message: '' })}</MenuItem>;
  else {
    const free = load.value.filter((c) => !taken.has(c.id));
    items =
      free.length === 0 ? (
        <MenuItem disabled>{t('editor.childrenEmpty')}</MenuItem>
      ) : (
        free.map((c) => (
          <MenuItem key={c.id} onClick={() => props.onChange([...props.children, { id: c.id, name: c.name }])}>
            {`${c.name} · ${t('list.version', { n: c.versionNumber })}`}
          </MenuItem>
        ))
      );
  }
  return (
    <div className={styles.row} data-testid="dmn-children">
      <span className={styles.muted}>{t('editor.children')}:</span>
      {props.children.length === 0 && <span className={styles.muted}>{t('editor.childrenNone')}</span>}
      {props.children.map((child) => (
        <span key={child.id} className={styles.chip}>
          <Link href={dmnPath.table(child.id)} asChild>
            <FluentLink>{child.name}</FluentLink>
          </Link>
          {!props.readOnly && (
            <Tooltip content={t('editor.childRemove', { name: child.name })} relationship="label">
              <Button
                size="small"
                appearance="subtle"
                icon={<DismissRegular />}
                onClick={() => props.onChange(props.children.filter((c) => c.id !== child.id))}
              />
            </Tooltip>
          )}
        </span>
      ))}
      {!props.readOnly && (
        <Menu onOpenChange={(_, d) => d.open && setOpened((n) => n + 1)}>
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" icon={<AddRegular />} data-testid="dmn-child-add">
              {t('editor.childAdd')}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>{items}</MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}
