import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { AppLink, useT, type QuickLaunchKindContribution } from '@ontobench/sdk';
import type { PortfolioLink } from '../../../common/portfolio/api.ts';
import { openPath } from '../kinds.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: '1.2em' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** A project's links, each opened by the kind that declares its class; the author may remove one. */
export function ProjectLinks(props: {
  links: PortfolioLink[];
  kinds: readonly QuickLaunchKindContribution[];
  onRemove?: (id: string) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  if (props.links.length === 0) return <Text data-testid="portfolio-no-links">{t('portfolio.noLinks')}</Text>;
  return (
    <ul className={styles.list} data-testid="portfolio-links">
      {props.links.map((link) => {
        const href = openPath(props.kinds, link.id, link.classId);
        return (
          <li key={link.id} data-link={link.id}>
            <span className={styles.item}>
              {href ? <AppLink href={href}>{link.name}</AppLink> : <Text>{link.name}</Text>}
              {props.onRemove && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={t('portfolio.removeLink', { name: link.name })}
                  onClick={() => props.onRemove?.(link.id)}
                />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
