import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useEffect } from 'react';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from './kernel-context.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: '15vh 24px',
    textAlign: 'center',
  },
  code: { fontSize: '72px', lineHeight: '1', color: tokens.colorBrandForeground1, fontWeight: 700 },
});

/** The not-found catch-all (blank layout), spec shell.md §2. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const [path] = useLocation();
  const styles = useStyles();
  const title = useService(CORE_TOKENS.Title);
  useEffect(() => title.setPageTitle(t('notFound.title')), [t, title]);
  return (
    <main className={styles.root} data-testid="not-found">
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <Title2 as="h1">{t('notFound.title')}</Title2>
      <Text>{t('notFound.text', { path })}</Text>
      <Link href="/" asChild>
        <Button appearance="primary" as="a">
          {t('notFound.home')}
        </Button>
      </Link>
    </main>
  );
}
