import { describe, expect, it, vi } from 'vitest';
import { generatorModeOf, SETTINGS_DEFAULTS, settingsOf } from './defaults.ts';

const quiet = () => undefined;

describe('component defaults (domain.md §5, §9)', () => {
  it('§5: Table defaults: title shown, not max width, border all with size 1, headers shown, shown in table list', () => {
    expect(settingsOf('table', undefined, quiet)).toMatchObject({
      showTitle: true,
      maxWidth: false,
      border: 'all',
      borderSize: 1,
      showHeaders: true,
      showInTableList: true,
    });
  });

  it('§5: Markdown table header level 0', () => {
    expect(settingsOf('table', null, quiet).markdownHeaderLevel).toBe(0);
  });

  it('§5: Column defaults: left align, width type px, value -1', () => {
    expect(settingsOf('tableColumn', '', quiet)).toEqual({ align: 'left', widthType: 'px', width: -1 });
  });

  it('§5: Cell default rowspan 1', () => {
    expect(settingsOf('tableCell', {}, quiet)).toEqual({ rowspan: 1, colspan: 1 });
  });

  it('§9: Illustration width 200 px; a generator is in free mode unless set', () => {
    expect(settingsOf('illustration', undefined, quiet)).toEqual({ width: 200 });
    expect(settingsOf('generator', undefined, quiet)).toEqual({ mode: 'free' });
    expect(generatorModeOf({ settings: { mode: 'table' } })).toBe('table');
    expect(generatorModeOf({ settings: { mode: 'sideways' } })).toBe('free');
    expect(generatorModeOf({})).toBe('free');
  });

  it('stored settings (JSON text or an object) go over the defaults; unknown keys are dropped', () => {
    expect(settingsOf('table', '{"showTitle":false,"borderSize":2,"colour":"red"}', quiet)).toEqual({
      ...SETTINGS_DEFAULTS.table,
      showTitle: false,
      borderSize: 2,
    });
    expect(settingsOf('tableCell', { rowspan: 3 }, quiet)).toEqual({ rowspan: 3, colspan: 1 });
    expect(settingsOf('tableColumn', { align: 'center', widthType: 'percent', width: 25 }, quiet)).toEqual({
      align: 'center',
      widthType: 'percent',
      width: 25,
    });
  });

  it('§8: settings parse errors are logged and skipped', () => {
    const report = vi.fn();
    expect(settingsOf('table', '{not json', report)).toEqual(SETTINGS_DEFAULTS.table);
    expect(settingsOf('tableCell', '[1,2]', report)).toEqual(SETTINGS_DEFAULTS.tableCell);
    expect(report).toHaveBeenCalledTimes(2);
    report.mockClear();
    const read = settingsOf(
      'table',
      { showTitle: 'yes', border: 'dotted', borderSize: -1, markdownHeaderLevel: 7, maxWidth: true },
      report,
    );
    expect(read).toEqual({ ...SETTINGS_DEFAULTS.table, maxWidth: true });
    expect(report).toHaveBeenCalledTimes(4);
    expect(settingsOf('tableCell', { rowspan: 0, colspan: 1.5 }, report)).toEqual({ rowspan: 1, colspan: 1 });
  });

  it('logs to the console unless told otherwise', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    settingsOf('table', '{');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('a kind without defaults gets its stored object as it is', () => {
    expect(settingsOf('callout', '{"tone":"warning"}', quiet)).toEqual({ tone: 'warning' });
    expect(settingsOf('section', undefined, quiet)).toEqual({});
    expect(settingsOf('constructor', '{"a":1}', quiet)).toEqual({ a: 1 });
  });

  it('the defaults are not shared with what is returned', () => {
    const read = settingsOf('table', undefined, quiet);
    read.showTitle = false;
    expect(SETTINGS_DEFAULTS.table.showTitle).toBe(true);
  });
});
