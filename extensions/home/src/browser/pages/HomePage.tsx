import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import {
  ContributionIcon,
  EmptyState,
  Services,
  formatDate,
  useOpenableMenuEntries,
  useService,
  useT,
} from '@ontobench/sdk';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1100px' },
  hero: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  // Fluent's Card look without its component: Card brings focus groups (tabster) the home page does not
  // need, ~10 kB gzip on the first page after sign-in (docs/benchmarks.md, "First-page budget").
  card: {
    height: '100%',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, boxShadow: tokens.shadow8 },
  },
  link: {
    display: 'block',
    textDecoration: 'none',
    color: 'inherit',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** The start page: greeting and the sections the enabled extensions offer the user, live from the menu registry. */
const HomePage = observer(function HomePage() {
  const { t } = useT();
  const styles = useStyles();
  const { branding } = useService(Services.Environment);
  // The sections this user may open: the main menu's entries that lead to a page, as the menu shows them.
  const sections = useOpenableMenuEntries().filter((m) => m.route && m.route !== '/');
  return (
    <div className={styles.root} data-testid="home-page">
      <div className={styles.hero}>
        {/* Fluent's Title1, Body1, Caption1 and Subtitle2 are these Text variants; each preset is a module of
            its own on the first page after sign-in (docs/benchmarks.md, "First-page budget"). */}
        <Text as="h2" size={800} weight="semibold" block className={styles.heading}>
          {t('home.greeting', { customer: branding.customerName })}
        </Text>
        <Text size={300}>{t('home.lead')}</Text>
        <Text size={200}>{t('home.today', { date: formatDate(new Date()) })}</Text>
      </div>
      <div className={styles.hero}>
        <Text as="h3" size={400} weight="semibold" block className={styles.heading}>
          {t('home.sections')}
        </Text>
        {sections.length > 0 && (
          <Text data-testid="sections-count">{t('home.sectionsCount', { count: sections.length })}</Text>
        )}
      </div>
      {sections.length === 0 ? (
        <EmptyState title={t('home.noSections')} />
      ) : (
        <div className={styles.grid}>
          {sections.map((s) => (
            <Link key={s.id} href={s.route!} className={styles.link}>
              <div className={styles.card}>
                <ContributionIcon name={s.icon} />
                <Text weight="semibold">{t(s.labelKey, { ns: s.owner })}</Text>
              </div>
            </Link>
          ))}
        </div>
      )}
    </div>
  );
});

export default HomePage;
