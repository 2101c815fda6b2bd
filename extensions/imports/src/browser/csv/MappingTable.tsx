import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { NameColumnField } from './NameColumnField.tsx';

/**
 * The column mapping of both imports (new model, existing model): the column that names objects, then a row
 * per file column with the part's own cells (`cells`; the name column says it names the object instead).
 */
export function MappingTable(props: {
  header: string[];
  nameColumn: number;
  onNameColumn: (column: number) => void;
  /** The headers of the part's own cells. */
  heads: string[];
  columns: readonly { column: number }[];
  cells: (index: number) => ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      <NameColumnField header={props.header} value={props.nameColumn} onChange={props.onNameColumn} />
      <Table size="small" aria-label={t('csv.mapping.title')} data-testid="imports-mapping">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('csv.mapping.column')}</TableHeaderCell>
            {props.heads.map((h) => (
              <TableHeaderCell key={h}>{h}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.columns.map((c, i) => (
            <TableRow key={c.column}>
              <TableCell>{props.header[c.column]}</TableCell>
              {c.column === props.nameColumn ? (
                <TableCell colSpan={props.heads.length}>{t('csv.mapping.isName')}</TableCell>
              ) : (
                props.cells(i)
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
