import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PluginTestRoot, createPluginTestKernel, loadDocumentComponent } from '@ontobench/sdk/testing';
import plugin from './index.ts';
import { CALLOUT_KIND, readCallout } from './callout.ts';

afterEach(cleanup);

async function setup(part: 'renderer' | 'editor', locale?: 'ru' | 'en') {
  const kernel = createPluginTestKernel(locale ? { locale } : {});
  kernel.host.install(plugin);
  const Component = await loadDocumentComponent(kernel, CALLOUT_KIND, part);
  return { kernel, Component };
}

describe('callout kind registration (domain §5 "Structured document containers")', () => {
  it('is allowed exactly where a content holder is: document, column, section, lists, table cell, composer', async () => {
    const kernel = createPluginTestKernel();
    kernel.host.install(plugin);
    const kind = kernel.points.documentComponents.get(CALLOUT_KIND);
    expect(kind?.owner).toBe('callout-component');
    expect([...(kind?.allowedIn ?? [])].sort()).toEqual(
      ['column', 'composer', 'document', 'orderedList', 'section', 'tableCell', 'unorderedList'].sort(),
    );
    await kernel.host.disable('callout-component');
    expect(kernel.points.documentComponents.get(CALLOUT_KIND)).toBeUndefined();
  });

  it('has every Russian text in English too', () => {
    const { ru, en } = plugin.contributes.translations as { ru: object; en: object };
    expect(JSON.stringify(Object.keys(en))).toBe(JSON.stringify(Object.keys(ru)));
  });
});

describe('callout', () => {
  it('reads tone from the settings, falling back to info', () => {
    expect(readCallout('Осторожно', { tone: 'warning' })).toEqual({ tone: 'warning', text: 'Осторожно' });
    expect(readCallout(undefined, { tone: 'loud' })).toEqual({ tone: 'info', text: '' });
  });

  it('renders the text in its tone, and a placeholder when empty', async () => {
    const { kernel, Component } = await setup('renderer');
    render(
      <PluginTestRoot kernel={kernel} extensionId="callout-component">
        <Component elementId="e1" readOnly content="Сохраните работу" settings={{ tone: 'warning' }} />
        <Component elementId="e2" readOnly />
      </PluginTestRoot>,
    );
    const [full, empty] = screen.getAllByTestId('callout');
    expect(full!.textContent).toBe('Сохраните работу');
    expect(full!.getAttribute('data-element-id')).toBe('e1');
    expect(empty!.textContent).toBe('Пустая врезка');
  });

  it('the editor reports text and tone changes, keeping other settings', async () => {
    const { kernel, Component } = await setup('editor', 'en');
    const onChange = vi.fn();
    render(
      <PluginTestRoot kernel={kernel} extensionId="callout-component">
        <Component
          elementId="e1"
          readOnly={false}
          content="Hi"
          settings={{ tone: 'info', keep: 1 }}
          onChange={onChange}
        />
      </PluginTestRoot>,
    );
    fireEvent.change(screen.getByLabelText('Callout text'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: 'error' } });
    expect(onChange.mock.calls).toEqual([[{ content: 'Hello' }], [{ settings: { tone: 'error', keep: 1 } }]]);
  });

  it('a read-only document disables the editor', async () => {
    const { kernel, Component } = await setup('editor');
    render(
      <PluginTestRoot kernel={kernel} extensionId="callout-component">
        <Component elementId="e1" readOnly content="x" />
      </PluginTestRoot>,
    );
    expect((screen.getByLabelText('Текст врезки') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByLabelText('Вид') as HTMLSelectElement).disabled).toBe(true);
  });
});
