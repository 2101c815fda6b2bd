import { useId } from 'react';
import {
  Button,
  Field,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  SpinButton,
  Switch,
  ToolbarButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { PHYSICS_KEYS, PHYSICS_RANGES } from '../model/physics.ts';
import type { MapSettings } from './use-map-settings.ts';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '320px' },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/**
 * The graph physics settings (domain.md §3, defaults §9): one number field per setting, kept per
 * user as soon as it changes. "Lay out again" reruns the layout worker with them; "live physics" lets
 * vis-network simulate with them on the page.
 */
export function PhysicsPanel({
  settings,
  onRelayout,
  busy,
}: {
  settings: MapSettings;
  onRelayout?: () => void;
  busy?: boolean;
}) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  return (
    <Popover trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarButton data-testid="onto-map-physics">{t('maps.physics.open')}</ToolbarButton>
      </PopoverTrigger>
      <PopoverSurface aria-labelledby={headingId}>
        <div className={styles.surface}>
          <strong id={headingId}>{t('maps.physics.title')}</strong>
          <div className={styles.grid}>
            {PHYSICS_KEYS.map((key) => (
              <Field key={key} label={t(`maps.physics.${key}`)} size="small">
                <SpinButton
                  size="small"
                  data-testid={`onto-physics-${key}`}
                  value={settings.physics[key]}
                  min={PHYSICS_RANGES[key].min}
                  max={PHYSICS_RANGES[key].max}
                  step={PHYSICS_RANGES[key].step}
                  onChange={(_, data) => {
                    const value = data.value ?? Number(data.displayValue);
                    if (typeof value === 'number' && Number.isFinite(value))
                      settings.setPhysics({ ...settings.physics, [key]: value });
                  }}
                />
              </Field>
            ))}
          </div>
          <Switch
            label={t('maps.physics.live')}
            checked={settings.livePhysics}
            onChange={(_, data) => settings.setLivePhysics(data.checked)}
          />
          <div className={styles.actions}>
            <Button size="small" onClick={settings.reset} data-testid="onto-physics-reset">
              {t('maps.physics.reset')}
            </Button>
            {onRelayout && (
              <Button size="small" appearance="primary" onClick={onRelayout} disabled={busy}>
                {t('maps.physics.apply')}
              </Button>
            )}
          </div>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
