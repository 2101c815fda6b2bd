import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { MenuContribution } from '../kernel/contributions.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { Registered } from '../kernel/registry.ts';
import { formatChord } from '../kernel/key-chord.ts';
import { keysForCommand } from './commands/key-bindings.ts';
import { ContributionIcon } from './icons.tsx';
import { useService } from './kernel-context.tsx';
import { useOpenableMenuEntries } from './use-openable-menus.ts';

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalS },
  group: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    width: '100%',
    justifyContent: 'flex-start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  // A command entry is a button that looks like the links around it (Fluent's Button is bolder and
  // sets its icon apart).
  command: {
    border: 'none',
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    lineHeight: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
  keys: { marginLeft: 'auto', color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
});

/**
 * The main menu, built live from the menu registry: an entry appears or leaves with its extension, and
 * only entries the user may open are shown (menu-access.ts).
 */
export const MainMenu = observer(function MainMenu() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const points = useService(CORE_TOKENS.ContributionPoints);
  const groups = points.menuGroups.all;
  const entries = useOpenableMenuEntries();
  const known = new Set(groups.map((g) => g.id));
  const sections = [
    ...groups.map((g) => ({
      id: g.id,
      label: t(g.labelKey, { ns: g.owner }),
      items: entries.filter((e) => e.group === g.id),
    })),
    { id: '', label: '', items: entries.filter((e) => !known.has(e.group)) },
  ].filter((s) => s.items.length > 0);

  return (
    <nav className={styles.nav} aria-label={t('menu.title')}>
      {sections.length === 0 && <Text className={styles.empty}>{t('menu.empty')}</Text>}
      {sections.map((section) => (
        <div key={section.id} role="group" aria-label={section.label || undefined}>
          {section.label && (
            <Text size={200} weight="semibold" className={styles.group} as="h2" block>
              {section.label}
            </Text>
          )}
          {section.items.map((entry) => (
            <MenuEntry key={entry.id} entry={entry} />
          ))}
        </div>
      ))}
    </nav>
  );
});

const MenuEntry = observer(function MenuEntry({ entry }: { entry: Registered<MenuContribution> }) {
  const { t } = useTranslation(entry.owner);
  const styles = useStyles();
  const commands = useService(CORE_TOKENS.Commands);
  const points = useService(CORE_TOKENS.ContributionPoints);
  const [location] = useLocation();
  const label = t(entry.labelKey);
  if (entry.route) {
    const active = location === entry.route || (entry.route !== '/' && location.startsWith(`${entry.route}/`));
    return (
      <Link
        href={entry.route}
        className={mergeClasses(styles.item, active && styles.active)}
        aria-current={active ? 'page' : undefined}
        data-menu-id={entry.id}
      >
        <ContributionIcon name={entry.icon} />
        {label}
      </Link>
    );
  }
  const keys = entry.command ? keysForCommand(points.keyBindings.all, entry.command) : undefined;
  return (
    <button
      type="button"
      aria-keyshortcuts={keys}
      className={mergeClasses(styles.item, styles.command)}
      data-menu-id={entry.id}
      onClick={() => entry.command && void commands.execute(entry.command).catch((e) => console.error(e))}
    >
      <ContributionIcon name={entry.icon} />
      {label}
      {keys && (
        <Text size={200} className={styles.keys} aria-hidden="true">
          {formatChord(keys)}
        </Text>
      )}
    </button>
  );
});
