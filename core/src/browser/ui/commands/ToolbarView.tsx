import { Toolbar, ToolbarButton, Tooltip } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PageCommandContext, ToolbarContribution } from '../../kernel/contributions.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { formatChord } from '../../kernel/key-chord.ts';
import type { Registered } from '../../kernel/registry.ts';
import { ContributionIcon } from '../icons.tsx';
import { useService } from '../kernel-context.tsx';
import { keysForCommand } from './key-bindings.ts';

/** The toolbar with its buttons: a lazy chunk, fetched only when some page has toolbar items. */
export default function ToolbarView({
  items,
  routeId,
  context,
}: {
  items: readonly Registered<ToolbarContribution>[];
  routeId: string | undefined;
  context?: PageCommandContext;
}) {
  const { t } = useTranslation('shell');
  return (
    <Toolbar aria-label={t('toolbar.title')} data-testid="shell-toolbar" size="small">
      {items.map((item) => (
        <ToolbarItem key={item.id} item={item} routeId={routeId} context={context ?? { routeId, params: {} }} />
      ))}
    </Toolbar>
  );
}

const ToolbarItem = observer(function ToolbarItem({
  item,
  routeId,
  context,
}: {
  item: Registered<ToolbarContribution>;
  routeId: string | undefined;
  context: PageCommandContext;
}) {
  const { t } = useTranslation(item.owner);
  const points = useService(CORE_TOKENS.ContributionPoints);
  const commands = useService(CORE_TOKENS.Commands);
  const notifications = useService(CORE_TOKENS.Notifications);
  const label = t(item.labelKey);
  const keys = keysForCommand(points.keyBindings.all, item.command, routeId);
  const tip = keys ? t('toolbar.withKeys', { ns: 'shell', label, keys: formatChord(keys) }) : label;
  return (
    <Tooltip content={tip} relationship="label">
      <ToolbarButton
        icon={<ContributionIcon name={item.icon} />}
        data-toolbar-id={item.id}
        aria-keyshortcuts={keys}
        onClick={() => void commands.execute(item.command, context).catch((e: unknown) => notifications.reportError(e))}
      >
        {label}
      </ToolbarButton>
    </Tooltip>
  );
});
