import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular, SearchRegular, WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { LanguageMenu } from '../chrome/app-bar/LanguageMenu.tsx';
import { PageTitle } from '../chrome/app-bar/PageTitle.tsx';
import { RenameButton } from '../chrome/app-bar/RenameButton.tsx';
import { useCurrentRoute } from '../chrome/app-bar/use-current-route.ts';
import { CHROME_TOKENS } from '../chrome/chrome-tokens.ts';
import { PrintButtons } from '../chrome/print/PrintButtons.tsx';
import { RecentLinksMenu } from '../chrome/recent-links/RecentLinksMenu.tsx';
import { ManualsMenu } from '../chrome/slots/ManualsMenu.tsx';
import { LazyAppBarItems } from '../chrome/slots/LazyAppBarItems.tsx';
import { LazySlotButtons } from '../chrome/slots/LazySlotButtons.tsx';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { UserMenu } from '../session/UserMenu.tsx';
import { useService } from './kernel-context.tsx';
import { LazyTooltip } from './lazy/LazyTooltip.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '48px',
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  titleBox: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    maxWidth: SHELL_CONSTANTS.appBarTitleMaxWidth,
    '@media (max-width: 600px)': { maxWidth: SHELL_CONSTANTS.appBarTitleMaxWidthMobile },
  },
  home: {
    display: 'flex',
    alignItems: 'center',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  brand: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', color: 'inherit' },
  logo: { height: '28px', display: 'block' },
  spacer: { flexGrow: 1 },
  onBrand: { color: 'inherit' },
});

export interface AppBarProps {
  /** Shows the button that opens and closes the side drawer. */
  drawerOpen?: boolean;
  onToggleDrawer?: () => void;
}

/**
 * The top bar (shell §2): drawer toggle, the default-domain button (brand, back to the start page),
 * page title with the administrator's rename pencil, Word and print on printable routes, quick launch,
 * the items extensions put there (the approvals counter), recent links, chat and comments when an
 * extension fills them, manuals, language and theme.
 */
export const AppBar = observer(function AppBar({ drawerOpen, onToggleDrawer }: AppBarProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const theme = useService(CORE_TOKENS.Theme);
  const quick = useService(CHROME_TOKENS.QuickLaunch);
  const { branding } = useService(CORE_TOKENS.Environment);
  const route = useCurrentRoute()?.route;
  const dark = theme.mode === 'dark';
  return (
    <header className={styles.bar} role="banner">
      {onToggleDrawer && (
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={<NavigationRegular />}
          aria-label={drawerOpen ? t('menu.close') : t('menu.open')}
          aria-expanded={drawerOpen}
          onClick={onToggleDrawer}
        />
      )}
      <LazyTooltip content={t('chrome.defaultDomain')} relationship="label">
        <Link href="/" className={styles.home} data-testid="default-domain">
          {branding.logoUrl ? (
            <img className={styles.logo} src={branding.logoUrl} alt={branding.customerName} />
          ) : (
            <Text className={styles.brand}>{branding.defaultTitle}</Text>
          )}
        </Link>
      </LazyTooltip>
      <div className={styles.titleBox}>
        <PageTitle />
        <RenameButton className={styles.onBrand} />
      </div>
      <div className={styles.spacer} />
      {route?.printable && <PrintButtons className={styles.onBrand} />}
      <LazyTooltip content={t('chrome.quickLaunch.button')} relationship="label">
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={<SearchRegular />}
          data-testid="quick-launch-button"
          onClick={() => quick.open(false)}
        />
      </LazyTooltip>
      <LazyAppBarItems className={styles.onBrand} />
      <RecentLinksMenu className={styles.onBrand} />
      <LazySlotButtons className={styles.onBrand} />
      <ManualsMenu className={styles.onBrand} />
      <LanguageMenu className={styles.onBrand} />
      <LazyTooltip content={dark ? t('settings.toLight') : t('settings.toDark')} relationship="label">
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={dark ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
          aria-pressed={dark}
          onClick={() => theme.toggle()}
        />
      </LazyTooltip>
      <UserMenu className={styles.onBrand} />
    </header>
  );
});
