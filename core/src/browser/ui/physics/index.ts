export {
  PHYSICS_KEYS,
  PHYSICS_RANGES,
  defaultPhysics,
  loadPhysics,
  parsePhysics,
  physicsStorageKey,
  resetPhysics,
  savePhysics,
  visPhysicsOptions,
} from './physics.ts';
export { usePhysicsSettings, type PhysicsSettingsState } from './use-physics-settings.ts';
export { PhysicsPanel } from './lazy.tsx';
export type { PhysicsPanelProps } from './physics-panel-types.ts';
