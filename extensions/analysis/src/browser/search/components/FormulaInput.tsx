import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { formulaProblem } from '../model/designer-model.ts';

const useStyles = makeStyles({
  marker: {
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre',
    color: tokens.colorPaletteRedForeground1,
    margin: 0,
    overflow: 'hidden',
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * A formula of a calculated column (§4): parsed as it is typed by common/expression's parser (never
 * `eval`); a syntax error is shown with a mark under the character it points at.
 */
export function FormulaInput(props: { value: string; label: string; onChange(value: string): void; testId?: string }) {
  const { t } = useT();
  const styles = useStyles();
  const problem = props.value.trim() === '' ? null : formulaProblem(props.value);
  return (
    <Field
      label={props.label}
      hint={problem ? undefined : t('search.designer.calcHint')}
      validationState={problem ? 'error' : 'none'}
      validationMessage={
        problem ? (
          <span data-testid="search-formula-error">
            <pre className={styles.marker} aria-hidden>
              {`${props.value}\n${' '.repeat(problem.pos)}^`}
            </pre>
            {problem.message}
          </span>
        ) : undefined
      }
    >
      <Input
        className={styles.code}
        value={props.value}
        onChange={(_, d) => props.onChange(d.value)}
        data-testid={props.testId ?? 'search-formula'}
      />
    </Field>
  );
}
