import { describe, expect, it } from 'vitest';
import { ContributionPoints, routeSpecificity } from './contribution-points.ts';
import { Registry } from './registry.ts';

describe('Registry', () => {
  it('a disposal removes only its own entry, even after the id was registered again', () => {
    const registry = new Registry<{ id: string }>('test');
    const first = registry.register({ id: 'a' }, 'x');
    first.dispose();
    registry.register({ id: 'a' }, 'y');
    first.dispose();
    expect(registry.get('a')?.owner).toBe('y');
  });

  it('refuses a second entry with the same id', () => {
    const registry = new Registry<{ id: string }>('test');
    registry.register({ id: 'a' }, 'x');
    expect(() => registry.register({ id: 'a' }, 'y')).toThrow(/already registered by x/);
  });

  it('entries are frozen data', () => {
    const registry = new Registry<{ id: string; label: string }>('test');
    registry.register({ id: 'a', label: 'A' }, 'x');
    expect(Object.isFrozen(registry.get('a'))).toBe(true);
  });
});

describe('route order', () => {
  it('tries static segments before parameters', () => {
    expect(routeSpecificity('/docs/edit/:id')).toBeGreaterThan(routeSpecificity('/docs/:a/:b'));
    const points = new ContributionPoints();
    const page = async () => ({ default: () => null });
    for (const path of ['/docs/:a/:b', '/docs/edit/:id', '/'])
      points.routes.register({ id: path, path, layout: 'main', requiresAuth: true, app: 'onto', page }, 'x');
    expect(points.routes.all.map((r) => r.path)).toEqual(['/docs/edit/:id', '/docs/:a/:b', '/']);
  });
});
