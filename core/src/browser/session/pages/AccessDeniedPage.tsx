import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { SESSION_PATHS } from '../paths.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalL },
  code: { fontSize: '72px', lineHeight: '1', color: tokens.colorBrandForeground1, fontWeight: 700 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
});

/** `/access-denied` (spec shell.md §2, §6): the route the user tried, a way home, a way to switch user. */
const AccessDeniedPage = observer(function AccessDeniedPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const session = useService(CORE_TOKENS.Session);
  const [, navigate] = useLocation();
  const path = new URLSearchParams(useSearch()).get('path') ?? '';
  const switchUser = async () => {
    await session.signOut();
    navigate(SESSION_PATHS.login);
  };
  return (
    <section className={styles.root} data-testid="access-denied">
      <span className={styles.code} aria-hidden="true">
        403
      </span>
      <Title2 as="h1">{t('accessDenied.title')}</Title2>
      {path && <Text>{t('accessDenied.text', { path })}</Text>}
      <div className={styles.actions}>
        <Link href="/" asChild>
          <Button appearance="primary" as="a">
            {t('accessDenied.home')}
          </Button>
        </Link>
        {session.status === 'signed-in' && (
          <Button onClick={() => void switchUser()}>{t('accessDenied.signOut')}</Button>
        )}
      </div>
    </section>
  );
});

export default AccessDeniedPage;
