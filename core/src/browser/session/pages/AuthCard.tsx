import type { FormEvent, ReactNode } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Fluent's Card look (surface, shadow, radius) without its component: Card brings its focus
  // management (tabster, ~20 kB gzip) to the sign-in page, which has nothing to group (docs/benchmarks.md).
  card: {
    width: 'min(420px, 100%)',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  links: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The frame of the sign-in, registration and password pages: a titled card around a form. */
export function AuthCard(props: {
  title: string;
  testId: string;
  onSubmit?: () => void;
  children: ReactNode;
  links?: ReactNode;
}) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit?.();
  };
  return (
    <section className={styles.card} data-testid={props.testId}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={props.title}>
        <Title2 as="h1" className={styles.title}>
          {props.title}
        </Title2>
        {props.children}
        {props.links && <div className={styles.links}>{props.links}</div>}
      </form>
    </section>
  );
}
