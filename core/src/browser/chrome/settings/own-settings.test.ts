import { describe, expect, it } from 'vitest';
import { CLASS, PROP } from '../../../common/ontology/system-ontology.ts';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { chromeKernel, fakeData } from '../test-support.tsx';
import { saveOwnSetting } from './own-settings.ts';

const json = (inst: string, val: string) => ({ row: 0, inst, prop: PROP.json, val, cap: val });

describe('saveOwnSetting: one key of the user’s own settings records (shell.md §3 Settings)', () => {
  it('sets the key in the user’s newest own record, keeping its other keys', async () => {
    const { client, calls } = fakeData(() => ({
      rows: [json('own-2', '{"a":1,"sortParams":{"x":1}}')],
      count_rows: 2,
    }));
    const settings = chromeKernel({ data: client }).container.get(CHROME_TOKENS.Settings);
    await saveOwnSetting(client, settings, 'sortParams', { c: { prop: 'p', dir: 'asc' } });
    expect(calls[0]!.body).toMatchObject({ class: CLASS.Settings, filter: '[author] = #user#', limit: 1 });
    expect(calls[1]).toEqual({
      act: 'set_data',
      body: [{ op: 'upd', inst: 'own-2', prop: PROP.json, val: '{"a":1,"sortParams":{"c":{"prop":"p","dir":"asc"}}}' }],
    });
    expect(settings.values).toEqual({ sortParams: { c: { prop: 'p', dir: 'asc' } } });
  });

  it('makes a record when the user has none, and replaces an unreadable newest record’s text', async () => {
    const none = fakeData();
    const settings = chromeKernel({ data: none.client }).container.get(CHROME_TOKENS.Settings);
    await saveOwnSetting(none.client, settings, 'k', 1);
    const [create, write] = none.calls[1]!.body as { op: string; inst?: string; class?: string; val?: string }[];
    expect(create).toMatchObject({ op: 'new', class: CLASS.Settings });
    expect(write).toEqual({ op: 'upd', inst: create!.inst, prop: PROP.json, val: '{"k":1}' });

    const broken = fakeData(() => ({ rows: [json('own-1', '{not json')], count_rows: 1 }));
    await saveOwnSetting(broken.client, settings, 'k', 2);
    expect(broken.calls[1]!.body).toEqual([{ op: 'upd', inst: 'own-1', prop: PROP.json, val: '{"k":2}' }]);
  });
});
