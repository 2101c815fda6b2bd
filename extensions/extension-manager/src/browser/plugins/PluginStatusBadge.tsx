import { Badge, Caption1 } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Services, useService, useT } from '@ontobench/sdk';
import type { PluginRow } from './registry-api.ts';

/**
 * A plugin's state on the admin screen: the registry says enabled or disabled; this browser's loader
 * says whether an enabled one actually loaded. A plugin that threw at load is shown failed, with why,
 * not green (observer: the state arrives after the list).
 */
export const PluginStatusBadge = observer(function PluginStatusBadge({ row }: { row: PluginRow }) {
  const { t } = useT();
  const state = useService(Services.Plugins).state(row.id);
  if (row.disabled) {
    return (
      <Badge appearance="tint" color="subtle">
        {t('plugins.disabled')}
      </Badge>
    );
  }
  // The listed version is the one loaded here; an older one still loading is the registry's news.
  const status = state && state.version === row.version ? state.status : 'loading';
  if (status === 'failed') {
    return (
      <span data-testid="plugin-failed">
        <Badge appearance="filled" color="danger">
          {t('plugins.failed')}
        </Badge>{' '}
        <Caption1>{state?.error}</Caption1>
      </span>
    );
  }
  return (
    <Badge appearance="tint" color={status === 'loaded' ? 'success' : 'informative'}>
      {t(status === 'loaded' ? 'plugins.enabled' : 'plugins.loading')}
    </Badge>
  );
});
