import { describe, expect, it, vi } from 'vitest';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { chromeKernel, fakeData } from '../test-support.tsx';
import { SETTINGS_FILTER, mergeSettings } from './server-settings.ts';

const json = (inst: string, val: string) => ({ row: 0, inst, prop: PROP.json, val, cap: val });

describe('settings: JSON objects merged from several records (shell §3, §8)', () => {
  it('later records override earlier ones; unparseable ones are logged and skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const merged = mergeSettings({
      rows: [json('a', '{"x":1,"y":1}'), json('b', '{not json'), json('c', '[1]'), json('d', '{"y":2}')],
      count_rows: 4,
    });
    expect(merged).toEqual({ x: 1, y: 2 });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the system’s and the user’s own records, once per user; a failed load leaves them empty', async () => {
    const { client, calls } = fakeData(() => ({ rows: [json('a', '{"welcome.openOnStart":true}')], count_rows: 1 }));
    const settings = chromeKernel({ data: client }).container.get(CHROME_TOKENS.Settings);
    await settings.load('u-1');
    await settings.load('u-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ class: CLASS.Settings, filter: SETTINGS_FILTER });
    expect(settings.values).toEqual({ 'welcome.openOnStart': true });
    expect(settings.loadedFor).toBe('u-1');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(client, 'getData').mockRejectedValue(new Error('offline'));
    await settings.load('u-2');
    expect([settings.loadedFor, settings.values]).toEqual(['u-2', {}]);
    expect(warn).toHaveBeenCalled();
  });
});
