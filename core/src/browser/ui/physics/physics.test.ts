import { describe, expect, it, vi } from 'vitest';
import { PHYSICS_DEFAULTS } from '../../../common/physics.ts';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import {
  loadPhysics,
  parsePhysics,
  physicsStorageKey,
  resetPhysics,
  savePhysics,
  visPhysicsOptions,
} from './physics.ts';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('graph physics settings (domain.md §3, §8, §9)', () => {
  it("defaults are the spec's: -2000, 0.3, 150, 0.04, 0.09, 50, 0.1, 0.5", () => {
    expect(parsePhysics(null).settings).toEqual({
      gravitationalConstant: -2000,
      centralGravity: 0.3,
      springLength: 150,
      springConstant: 0.04,
      damping: 0.09,
      maxVelocity: 50,
      minVelocity: 0.1,
      timestep: 0.5,
    });
  });

  it('keeps stored numbers and fills a missing setting with its default', () => {
    const { settings, valid } = parsePhysics(JSON.stringify({ springLength: 220, damping: 0.2 }));
    expect(valid).toBe(true);
    expect(settings).toEqual({ ...PHYSICS_DEFAULTS, springLength: 220, damping: 0.2 });
  });

  it.each([
    ['not JSON', '{springLength: 3'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['a setting that is text', JSON.stringify({ springLength: '220' })],
    ['a setting that is null', JSON.stringify({ damping: null })],
  ])('unparseable settings (%s) reset to the defaults, whole', (_, raw) => {
    expect(parsePhysics(raw)).toEqual({ settings: { ...PHYSICS_DEFAULTS }, valid: false });
  });

  it('is kept per user under the physics key of shell §3', () => {
    const storage = memory();
    savePhysics(storage, 'u1', { ...PHYSICS_DEFAULTS, springLength: 300 });
    expect(physicsStorageKey('u1')).toBe(`${STORAGE_KEYS.physicsSettings}.u1`);
    expect(loadPhysics(storage, 'u1').springLength).toBe(300);
    expect(loadPhysics(storage, 'u2').springLength).toBe(150);
  });

  it('an unparseable stored record is removed on load and the defaults come back', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memory({ [physicsStorageKey('u1')]: 'oops' });
    expect(loadPhysics(storage, 'u1')).toEqual(PHYSICS_DEFAULTS);
    expect(storage.map.has(physicsStorageKey('u1'))).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("reset forgets the user's settings", () => {
    const storage = memory();
    savePhysics(storage, 'u1', { ...PHYSICS_DEFAULTS, timestep: 1 });
    expect(resetPhysics(storage, 'u1')).toEqual(PHYSICS_DEFAULTS);
    expect(storage.map.size).toBe(0);
  });

  it('§9: vis-network gets the settings as Barnes–Hut options', () => {
    const options = visPhysicsOptions({ ...PHYSICS_DEFAULTS, springLength: 220 }, true);
    expect(options).toMatchObject({
      enabled: true,
      solver: 'barnesHut',
      maxVelocity: 50,
      minVelocity: 0.1,
      timestep: 0.5,
    });
    expect(options.barnesHut).toEqual({
      gravitationalConstant: -2000,
      centralGravity: 0.3,
      springLength: 220,
      springConstant: 0.04,
      damping: 0.09,
    });
  });
});
