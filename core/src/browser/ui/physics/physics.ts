import { PHYSICS_DEFAULTS, type PhysicsSettings } from '../../../common/physics.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import type { KeyValueStorage } from '../../services/storage.ts';

/** The settings' names, in the panel's order. */
export const PHYSICS_KEYS = Object.keys(PHYSICS_DEFAULTS) as (keyof PhysicsSettings)[];

/** The slider ranges of the settings panel; a stored value outside them is still accepted. */
export const PHYSICS_RANGES: Record<keyof PhysicsSettings, { min: number; max: number; step: number }> = {
  gravitationalConstant: { min: -30000, max: 0, step: 100 },
  centralGravity: { min: 0, max: 5, step: 0.05 },
  springLength: { min: 10, max: 1000, step: 10 },
  springConstant: { min: 0, max: 1, step: 0.01 },
  damping: { min: 0, max: 1, step: 0.01 },
  maxVelocity: { min: 1, max: 500, step: 1 },
  minVelocity: { min: 0.01, max: 10, step: 0.01 },
  timestep: { min: 0.01, max: 2, step: 0.01 },
};

/** A fresh copy of the defaults of domain.md §9. */
export function defaultPhysics(): PhysicsSettings {
  return { ...PHYSICS_DEFAULTS };
}

/** One key per user, so two people sharing a browser keep their own settings. */
export function physicsStorageKey(userId: string | undefined): string {
  return `${STORAGE_KEYS.physicsSettings}.${userId ?? 'anonymous'}`;
}

/**
 * Reads stored settings. Unparseable settings reset to the defaults (domain.md §8): text that is not
 * JSON, JSON that is not an object, or any known setting that is not a finite number gives the
 * defaults whole, never a mix of someone's half-broken values. A missing setting takes its default
 * (an older record without a newer setting is still a sound record).
 */
export function parsePhysics(raw: string | null | undefined): { settings: PhysicsSettings; valid: boolean } {
  if (raw === null || raw === undefined || raw === '') return { settings: defaultPhysics(), valid: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { settings: defaultPhysics(), valid: false };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { settings: defaultPhysics(), valid: false };
  const settings = defaultPhysics();
  for (const key of PHYSICS_KEYS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) return { settings: defaultPhysics(), valid: false };
    settings[key] = value;
  }
  return { settings, valid: true };
}

/** Loads the user's settings; unparseable ones are reset in storage too, and logged (console only, §8). */
export function loadPhysics(storage: KeyValueStorage, userId: string | undefined): PhysicsSettings {
  const key = physicsStorageKey(userId);
  const { settings, valid } = parsePhysics(storage.getItem(key));
  if (!valid) {
    console.warn(`Unparseable physics settings under ${key}: reset to defaults`);
    storage.removeItem(key);
  }
  return settings;
}

/** Stores the user's settings (shell.md §3: per user). */
export function savePhysics(storage: KeyValueStorage, userId: string | undefined, settings: PhysicsSettings): void {
  storage.setItem(physicsStorageKey(userId), JSON.stringify(settings));
}

/** Forgets the user's settings: the defaults again. */
export function resetPhysics(storage: KeyValueStorage, userId: string | undefined): PhysicsSettings {
  storage.removeItem(physicsStorageKey(userId));
  return defaultPhysics();
}

/** vis-network's physics options (Barnes–Hut) from the settings. */
export function visPhysicsOptions(settings: PhysicsSettings, enabled: boolean) {
  return {
    enabled,
    solver: 'barnesHut' as const,
    barnesHut: {
      gravitationalConstant: settings.gravitationalConstant,
      centralGravity: settings.centralGravity,
      springLength: settings.springLength,
      springConstant: settings.springConstant,
      damping: settings.damping,
    },
    maxVelocity: settings.maxVelocity,
    minVelocity: settings.minVelocity,
    timestep: settings.timestep,
    // A short stabilisation: the worker already placed the nodes; physics only relaxes them.
    stabilization: { enabled: true, iterations: 50, updateInterval: 25, fit: false },
  };
}
