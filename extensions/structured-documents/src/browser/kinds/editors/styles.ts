import { makeStyles, tokens } from '@fluentui/react-components';

/** The layout every kind's settings form shares: fields in a column, short ones side by side. */
export const useFormStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
});
