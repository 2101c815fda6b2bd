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
import { useTranslation } from 'react-i18next';
import { PHYSICS_KEYS, PHYSICS_RANGES } from './physics.ts';
import type { PhysicsPanelProps } from './physics-panel-types.ts';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '320px' },
  grid: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

/**
 * The graph physics settings (domain.md §3, defaults §9) behind a toolbar button: one number field per
 * setting, handed to `onChange` as soon as it changes. "Lay out again" (optional) reruns the caller's
 * layout; "live physics" (optional) lets vis-network simulate with them on the page.
 */
export function PhysicsPanel({
  physics,
  onChange,
  onReset,
  live,
  onLiveChange,
  onRelayout,
  busy,
  testIds,
}: PhysicsPanelProps) {
  const { t } = useTranslation('shell');
  const prefix = testIds?.prefix ?? 'physics';
  const styles = useStyles();
  const headingId = useId();
  return (
    <Popover trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarButton data-testid={testIds?.open ?? 'physics-open'}>{t('physics.open')}</ToolbarButton>
      </PopoverTrigger>
      <PopoverSurface aria-labelledby={headingId}>
        <div className={styles.surface}>
          <strong id={headingId}>{t('physics.title')}</strong>
          <div className={styles.grid}>
            {PHYSICS_KEYS.map((key) => (
              <Field key={key} label={t(`physics.${key}`)} size="small">
                <SpinButton
                  size="small"
                  data-testid={`${prefix}-${key}`}
                  value={physics[key]}
                  min={PHYSICS_RANGES[key].min}
                  max={PHYSICS_RANGES[key].max}
                  step={PHYSICS_RANGES[key].step}
                  onChange={(_, data) => {
                    const value = data.value ?? Number(data.displayValue);
                    if (typeof value === 'number' && Number.isFinite(value)) onChange({ ...physics, [key]: value });
                  }}
                />
              </Field>
            ))}
          </div>
          {onLiveChange && (
            <Switch
              label={t('physics.live')}
              checked={live ?? false}
              onChange={(_, data) => onLiveChange(data.checked)}
            />
          )}
          <div className={styles.actions}>
            <Button size="small" onClick={onReset} data-testid={`${prefix}-reset`}>
              {t('physics.reset')}
            </Button>
            {onRelayout && (
              <Button size="small" appearance="primary" onClick={onRelayout} disabled={busy}>
                {t('physics.apply')}
              </Button>
            )}
          </div>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
