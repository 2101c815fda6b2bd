import { useContext } from 'react';
import { AppsRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { ContainerContext } from './kernel-context.tsx';

/**
 * The icon a contribution names (`icon: 'ontology'`), as the extension owning that name registered it
 * (`contributes.icons`, docs/architecture.md "Core holds mechanisms"). The set is open: the shell
 * registers only its generic icons (shell-icons.ts), each area its own. A name nobody registered —
 * an extension switched off, a stored recent link of an area not built — shows the generic icon.
 */
export const ContributionIcon = observer(function ContributionIcon({ name }: { name: string }) {
  const container = useContext(ContainerContext);
  const points = container?.isBound(CORE_TOKENS.ContributionPoints)
    ? container.get(CORE_TOKENS.ContributionPoints)
    : null;
  const Icon = points?.icons.get(name)?.component ?? AppsRegular;
  return <Icon aria-hidden="true" />;
});
