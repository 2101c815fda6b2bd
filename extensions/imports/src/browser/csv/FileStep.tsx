import {
  Field,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { FilePicker, useT } from '@ontobench/sdk';
import type { CsvPreview } from '../../common/csv/api.ts';

const useStyles = makeStyles({ scroll: { overflowX: 'auto', maxHeight: '320px', overflowY: 'auto' } });

/** The file input and, once the server read the file, its first rows under the header. */
export function FileStep(props: {
  preview: CsvPreview | null;
  busy: boolean;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  const { preview } = props;
  return (
    <>
      <Field
        label={t('csv.file.label')}
        validationMessage={props.error ?? undefined}
        validationState={props.error ? 'error' : 'none'}
        hint={props.busy ? t('csv.file.reading') : preview ? undefined : t('csv.file.hint')}
      >
        <FilePicker
          label={t('csv.file.label')}
          accept=".csv,text/csv"
          testId="imports-csv-file"
          disabled={props.busy}
          onFile={(file) => file && props.onFile(file)}
        />
      </Field>
      {preview && (
        <div className={styles.scroll}>
          <Text as="p" data-testid="imports-csv-preview-caption">
            {t('csv.file.preview', {
              shown: preview.rows.length,
              count: preview.rowCount,
              delimiter: preview.delimiter,
            })}
          </Text>
          <Table
            size="small"
            aria-label={t('csv.file.preview', {
              shown: preview.rows.length,
              count: preview.rowCount,
              delimiter: preview.delimiter,
            })}
            data-testid="imports-csv-preview"
          >
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('csv.file.row')}</TableHeaderCell>
                {preview.header.map((h, i) => (
                  <TableHeaderCell key={i}>{h}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row, r) => (
                <TableRow key={r}>
                  <TableCell>{r + 2}</TableCell>
                  {preview.header.map((_, c) => (
                    <TableCell key={c}>{row[c] ?? ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
