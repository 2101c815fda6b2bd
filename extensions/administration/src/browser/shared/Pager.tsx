import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM },
});

/** Previous / next over pages of `size` out of `total`; nothing when everything fits on one page. */
export function Pager(props: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  if (pages <= 1) return null;
  const label = t('shared.page', { page: props.page + 1, pages });
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button disabled={props.page === 0} onClick={() => props.onPage(props.page - 1)}>
        {t('shared.previous')}
      </Button>
      <Text>{label}</Text>
      <Button disabled={props.page + 1 >= pages} onClick={() => props.onPage(props.page + 1)}>
        {t('shared.next')}
      </Button>
    </nav>
  );
}
