import type { PhysicsSettings } from '../../../common/physics.ts';

/** Props of `PhysicsPanel`: the settings and their changes, optional live physics and re-layout. */
export interface PhysicsPanelProps {
  /** The settings shown. */
  physics: PhysicsSettings;
  /** A setting changed (the caller stores it: `usePhysicsSettings().setPhysics`). */
  onChange: (next: PhysicsSettings) => void;
  /** "Defaults": the caller forgets the user's settings. */
  onReset: () => void;
  /** Whether vis-network simulates on the page; the switch shows only with `onLiveChange`. */
  live?: boolean;
  onLiveChange?: (on: boolean) => void;
  /** "Lay out again" (shown only when given), disabled while `busy`. */
  onRelayout?: () => void;
  busy?: boolean;
  /** Test ids: the button that opens the panel, and the prefix of each field's (`<prefix>-springLength`) and reset's. */
  testIds?: { open?: string; prefix?: string };
}
