import { observer } from 'mobx-react-lite';
import { ExtensionBoundary } from '../../ui/ExtensionBoundary.tsx';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';

/** Each top-bar item, as its extension's UI: its texts (useT) and its error boundary, like a page. */
export const AppBarItems = observer(function AppBarItems({ className }: { className?: string }) {
  const slots = useService(CHROME_TOKENS.Slots);
  return (
    <>
      {slots.appBar.all.map(({ id, owner, component: Item }) => (
        <ExtensionBoundary key={id} extensionId={owner}>
          <Item className={className} />
        </ExtensionBoundary>
      ))}
    </>
  );
});
