import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, loadRoutePage } from '@ontobench/sdk/testing';
import analysis from '../index.ts';
import { SMALL } from './model/test-lattice.ts';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const ID = '11111111-1111-4111-8111-111111111111';

async function open(lattice = SMALL) {
  const kernel = createPluginTestKernel();
  const asked: string[] = [];
  kernel.bind(Services.Http, {
    request: async (url: string) => {
      asked.push(url);
      const body = url.endsWith('/lattice')
        ? lattice
        : { id: ID, name: 'Планеты', classId: 'c', className: 'Планета', properties: [{ id: 'p', name: 'Размер' }] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  } as unknown as HttpClient);
  kernel.host.install(analysis);
  const Page = await loadRoutePage(kernel, 'analysis.fca');
  render(
    <PluginTestRoot kernel={kernel} extensionId="analysis" path={`/fca/${ID}`}>
      <Page params={{ id: ID }} />
    </PluginTestRoot>,
  );
  return asked;
}

describe('the FCA context page (/fca/{id})', () => {
  it('draws the lattice with reduced labels and the cross table with X marks', async () => {
    const asked = await open();
    const svg = await screen.findByTestId('fca-lattice');
    expect(within(svg).getAllByTestId('fca-concept')).toHaveLength(2);
    expect(
      within(svg)
        .getAllByTestId('fca-object-label')
        .map((n) => n.textContent),
    ).toEqual(['a', 'b']);
    expect(
      within(svg)
        .getAllByTestId('fca-attribute-label')
        .map((n) => n.textContent),
    ).toEqual(['x', 'y']);
    const table = screen.getByTestId('fca-cross-table');
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual(['aX', 'bXX']);
    expect(asked).toEqual([`/api/analysis/fca/${ID}`, `/api/analysis/fca/${ID}/lattice`]);
  });

  it('a click on a concept, or Enter on it, lists its extent and intent in the side panel', async () => {
    await open();
    const [top, lower] = await screen.findAllByTestId('fca-concept');
    expect(screen.getByTestId('fca-concept-panel').textContent).toContain('Понятие не выбрано');
    fireEvent.click(lower!);
    expect(screen.getByTestId('fca-extent').textContent).toBe('b');
    expect(screen.getByTestId('fca-intent').textContent).toBe('xy');
    fireEvent.keyDown(top!, { key: 'Enter' });
    expect(screen.getByTestId('fca-extent').textContent).toBe('ab');
    expect(top!.getAttribute('aria-pressed')).toBe('true');
  });

  it('a context without objects says so', async () => {
    await open({
      objects: [],
      attributes: ['x'],
      concepts: [{ extent: [], intent: [0] }],
      edges: [],
      layout: [{ x: 0, y: 0 }],
    });
    expect((await screen.findByTestId('fca-context-empty')).textContent).toContain('нет индивидов');
  });
});
