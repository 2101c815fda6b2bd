import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  LocalLanguageRegular,
  NavigationRegular,
  WeatherMoonRegular,
  WeatherSunnyRegular,
} from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SHELL_CONSTANTS } from '../../common/constants.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { LOCALES, isLocale } from '../services/locale-service.ts';
import { useService } from './kernel-context.tsx';

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
  title: {
    flexGrow: 1,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    maxWidth: SHELL_CONSTANTS.appBarTitleMaxWidth,
    '@media (max-width: 600px)': { maxWidth: SHELL_CONSTANTS.appBarTitleMaxWidthMobile },
  },
  brand: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  logo: { height: '28px', display: 'block' },
  spacer: { flexGrow: 1 },
  onBrand: { color: 'inherit' },
});

export interface AppBarProps {
  /** Shows the button that opens and closes the side drawer. */
  drawerOpen?: boolean;
  onToggleDrawer?: () => void;
}

/** The top bar: drawer toggle, brand, page title, language and theme. */
export const AppBar = observer(function AppBar({ drawerOpen, onToggleDrawer }: AppBarProps) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const title = useService(CORE_TOKENS.Title);
  const theme = useService(CORE_TOKENS.Theme);
  const locale = useService(CORE_TOKENS.Locale);
  const { branding } = useService(CORE_TOKENS.Environment);
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
      {branding.logoUrl ? (
        <img className={styles.logo} src={branding.logoUrl} alt={branding.customerName} />
      ) : (
        <Text className={styles.brand}>{branding.defaultTitle}</Text>
      )}
      <Text as="h1" size={400} className={styles.title} data-testid="page-title">
        {title.pageTitle}
      </Text>
      <Menu
        checkedValues={{ locale: [locale.locale] }}
        onCheckedValueChange={(_, { checkedItems }) => {
          const next = checkedItems[0];
          if (isLocale(next)) locale.setLocale(next);
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={t('settings.language')} relationship="label">
            <Button appearance="transparent" className={styles.onBrand} icon={<LocalLanguageRegular />}>
              {locale.locale.toUpperCase()}
            </Button>
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {LOCALES.map((l) => (
              <MenuItemRadio key={l} name="locale" value={l} lang={l}>
                {t(`language.${l}`)}
              </MenuItemRadio>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Tooltip content={dark ? t('settings.toLight') : t('settings.toDark')} relationship="label">
        <Button
          appearance="transparent"
          className={styles.onBrand}
          icon={dark ? <WeatherSunnyRegular /> : <WeatherMoonRegular />}
          aria-pressed={dark}
          onClick={() => theme.toggle()}
        />
      </Tooltip>
    </header>
  );
});
