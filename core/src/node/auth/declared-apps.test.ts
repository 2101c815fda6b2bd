import { describe, expect, it, vi } from 'vitest';
import { coreDeclaredApps, DeclaredApps } from './declared-apps.ts';

describe('DeclaredApps', () => {
  it('starts with the core’s default onto alone: the areas’ apps come with their extensions', () => {
    expect(coreDeclaredApps().ids()).toEqual(['onto']);
    expect(coreDeclaredApps().confines('onto')).toBe(false);
  });

  it('says whether a declared app confines its users; an undeclared one confines nobody', () => {
    const apps = coreDeclaredApps();
    apps.register('education', { id: 'edu', confinesUsers: true });
    apps.register('docs-area', { id: 'docs' });
    expect([apps.confines('edu'), apps.confines('docs'), apps.confines('lab')]).toEqual([true, false, false]);
  });

  it('takes an app back when its registration is disposed', () => {
    const apps = new DeclaredApps();
    const registered = apps.register('docs-area', { id: 'docs' });
    expect(apps.writeRefusal('docs')).toBeNull();
    registered.dispose();
    expect(apps.has('docs')).toBe(false);
    expect(apps.writeRefusal('docs')).toBe('"docs" is not a declared app (declared: )');
  });

  it('refuses a malformed id and an id another owner declared, naming the owner', () => {
    const apps = coreDeclaredApps();
    apps.register('education', { id: 'edu', confinesUsers: true });
    expect(() => apps.register('x', { id: 'both' })).toThrow('x: app refused: id "both" is not an app id');
    expect(() => apps.register('again', { id: 'edu' })).toThrow(
      'again: app refused: edu is already declared by education',
    );
  });

  it('answers a stored app as stored when declared, else the default, warning once per user and value', () => {
    const warn = vi.fn();
    const apps = coreDeclaredApps(warn);
    apps.register('education', { id: 'edu', confinesUsers: true });
    expect(apps.appOf('edu', 'u1')).toBe('edu');
    expect(apps.appOf(null, 'u1')).toBe('onto');
    expect(apps.appOf('', 'u1')).toBe('onto');
    expect(warn).not.toHaveBeenCalled();
    expect(apps.appOf('retired', 'u1')).toBe('onto');
    expect(apps.appOf('retired', 'u1')).toBe('onto');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { userId: 'u1', app: 'retired', declared: ['edu', 'onto'] },
      'user u1 has the app "retired", which no area declares; onto is used',
    );
  });
});
