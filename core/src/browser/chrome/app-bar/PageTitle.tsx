import { Text, makeStyles } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { SHELL_CONSTANTS } from '../../../common/constants.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { LazyTooltip } from '../../ui/lazy/LazyTooltip.tsx';

const useStyles = makeStyles({
  title: {
    display: 'block',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    margin: 0,
    color: 'inherit',
  },
});

/** The page title; a long one is cut with an ellipsis and shown whole on hover (hidden 300 ms after). */
export const PageTitle = observer(function PageTitle() {
  const styles = useStyles();
  const title = useService(CORE_TOKENS.Title);
  const text = title.pageTitle ?? '';
  return (
    <LazyTooltip content={text} relationship="description" hideDelay={SHELL_CONSTANTS.titleHoverHideDelayMs} withArrow>
      <Text as="h1" size={400} className={styles.title} data-testid="page-title" tabIndex={text ? 0 : undefined}>
        {text}
      </Text>
    </LazyTooltip>
  );
});
