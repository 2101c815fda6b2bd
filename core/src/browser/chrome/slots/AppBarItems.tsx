import { observer } from 'mobx-react-lite';
import { ExtensionBoundary } from '../../ui/ExtensionBoundary.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { isHiddenFor } from '../../ui/menu-access.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

/**
 * Each top-bar item, as its extension's UI: its texts (useT) and its error boundary, like a page; not one
 * the user's hiddenComponents name, nor one whose `when` context key is not true for the user.
 */
export const AppBarItems = observer(function AppBarItems({ className }: { className?: string }) {
  const slots = useService(CHROME_TOKENS.Slots);
  const { user } = useService(CORE_TOKENS.Session);
  const contextKeys = useService(CORE_TOKENS.ContextKeys);
  return (
    <>
      {slots.appBar.all
        .filter((item) => !isHiddenFor(user, item.id) && (!item.when || contextKeys.isTrue(item.when)))
        .map(({ id, owner, component: Item }) => (
          <ExtensionBoundary key={id} extensionId={owner}>
            <Item className={className} />
          </ExtensionBoundary>
        ))}
    </>
  );
});
