import { deferred } from '../lazy/deferred.tsx';
import type { PhysicsPanelProps } from './physics-panel-types.ts';

/** The physics panel as the SDK hands it out: a lazy chunk (Fluent's popover and spin buttons). */
export const PhysicsPanel = deferred<PhysicsPanelProps>(async () => (await import('./PhysicsPanel.tsx')).PhysicsPanel);
