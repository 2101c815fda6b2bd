import { Body1, Link as FluentLink, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { Link } from 'wouter';

const useStyles = makeStyles({
  page: {
    maxWidth: '800px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

const QUESTIONS = ['1', '2', '3', '4'] as const;

/** `/osa-search-faq` (blank layout): questions and answers about the ontology search; static text. */
export default function SearchFaqPage() {
  const { t } = useT();
  const styles = useStyles();
  return (
    <div className={styles.page} data-testid="osa-search-faq">
      <Title2 as="h1">{t('explore.faq.title')}</Title2>
      {QUESTIONS.map((n) => (
        <section key={n}>
          <Subtitle2 as="h2">{t(`explore.faq.q${n}`)}</Subtitle2>
          <Body1 as="p">{t(`explore.faq.a${n}`)}</Body1>
        </section>
      ))}
      <Link href="/osa-search" asChild>
        <FluentLink>{t('explore.faq.back')}</FluentLink>
      </Link>
    </div>
  );
}
