import { makeStyles, tokens } from '@fluentui/react-components';
import type { Branding } from '../../../common/environment.ts';

/** The product's own icon, served beside the app (host/web/public). */
export const PRODUCT_ICON_URL = '/favicon.svg';

const useStyles = makeStyles({
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  icon: { height: '32px', width: 'auto' },
});

/**
 * The product's name beside its logo (the customer's, else the product icon): the head of the pages
 * shown before sign-in and of the public pages, so a visitor knows where they are.
 */
export function BrandMark({ branding }: { branding: Branding }) {
  const styles = useStyles();
  return (
    <div className={styles.mark} data-testid="brand-mark">
      <img className={styles.icon} src={branding.logoUrl ?? PRODUCT_ICON_URL} alt="" />
      <span>{branding.defaultTitle}</span>
    </div>
  );
}
