import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { CommandDto } from '../../common/commands/api.ts';
import { EditDeleteButtons } from '../shared/EditDeleteButtons.tsx';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed', width: '100%' },
  name: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', width: '28%' },
  actions: { width: '250px' },
  request: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

/**
 * The commands: name, actions (run, edit, delete), then the request in one line. Fixed layout, the actions
 * second, so that at 800 px everything fits without scrolling sideways (the request is cut with an ellipsis
 * and shown whole in its title and in the dialog).
 */
export function CommandsTable(props: {
  commands: CommandDto[];
  selected: string | null;
  onRun: (command: CommandDto) => void;
  onEdit: (command: CommandDto) => void;
  onDelete: (command: CommandDto) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <Table className={styles.table} size="small" aria-label={t('commands.title')} data-testid="admin-commands-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.name}>{t('commands.columns.name')}</TableHeaderCell>
          <TableHeaderCell className={styles.actions}>{t('commands.columns.actions')}</TableHeaderCell>
          <TableHeaderCell>{t('commands.columns.request')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.commands.map((command) => {
          const oneLine = compact(command.json);
          return (
            <TableRow
              key={command.id}
              data-testid="admin-command-row"
              data-name={command.name}
              aria-selected={props.selected === command.id}
            >
              <TableCell className={styles.name}>{command.name}</TableCell>
              <TableCell className={styles.actions}>
                <EditDeleteButtons
                  editLabel={t('commands.editOf', { name: command.name })}
                  deleteLabel={t('commands.deleteOf', { name: command.name })}
                  onEdit={() => props.onEdit(command)}
                  onDelete={() => props.onDelete(command)}
                  before={
                    <Button
                      size="small"
                      appearance={props.selected === command.id ? 'primary' : 'secondary'}
                      onClick={() => props.onRun(command)}
                      aria-label={t('commands.runOf', { name: command.name })}
                    >
                      {t('commands.run')}
                    </Button>
                  }
                />
              </TableCell>
              <TableCell className={styles.request} title={oneLine}>
                {oneLine}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function compact(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json));
  } catch {
    return json;
  }
}
