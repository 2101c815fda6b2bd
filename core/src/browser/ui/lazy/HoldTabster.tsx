import { useFocusFinders } from '@fluentui/react-components';

/** One user of tabster that stays mounted (TabsterKeeper.tsx): Fluent's hook holds it while mounted. */
export default function HoldTabster() {
  useFocusFinders();
  return null;
}
