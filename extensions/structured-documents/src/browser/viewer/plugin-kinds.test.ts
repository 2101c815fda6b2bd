import { describe, expect, it } from 'vitest';
import { pluginSlots } from './plugin-kinds.ts';

const html = (inner: string) => {
  const root = document.createElement('div');
  root.innerHTML = inner;
  return root;
};

describe('plugin kinds in the rendered document', () => {
  it('a contributed kind’s element becomes an empty slot with its id, text and settings; built-in ones stay', () => {
    const root = html(
      `<article data-element="d"><div class="sdoc-callout" data-element="e1" data-kind="callout" data-settings="{&quot;tone&quot;:&quot;warning&quot;}"><p class="sdoc-title">Внимание</p><p>Первый абзац</p><p>Второй</p></div>` +
        `<div class="sdoc-paragraph" data-element="p1"><p>Обычный</p></div></article>`,
    );
    const slots = pluginSlots(root, new Set(['callout']));
    expect(slots.map((s) => [s.kind, s.props])).toEqual([
      [
        'callout',
        { elementId: 'e1', readOnly: true, content: 'Первый абзац\n\nВторой', settings: { tone: 'warning' } },
      ],
    ]);
    expect(slots[0]!.target.childNodes).toHaveLength(0);
    expect(root.textContent).toContain('Обычный');
  });

  it('bad settings are no settings; a nested plugin element is its outer one’s; a second scan keeps the slots', () => {
    const root = html(
      `<div data-element="o" data-kind="box" data-settings="{oops"><p>Снаружи</p><div data-element="i" data-kind="box"><p>Внутри</p></div></div>`,
    );
    const first = pluginSlots(root, new Set(['box']));
    expect(first.map((s) => [s.props.elementId, s.props.settings, s.props.content])).toEqual([['o', {}, 'Снаружи']]);
    const again = pluginSlots(root, new Set(['box', 'other']));
    expect(again).toEqual(first);
    expect(pluginSlots(root, new Set(['other']))).toEqual([]);
  });
});
