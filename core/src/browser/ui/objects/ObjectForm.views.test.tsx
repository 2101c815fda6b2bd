import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetFormReply, SetDataOperation } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { DataClient } from '../../services/shell-contracts.ts';
import { formField as field } from './form-field.test-data.ts';
import { ObjectForm } from './ObjectForm.tsx';

/** The object form under a class view (domain.md §3 "class views per role"; issue 21 item 3). */
const FORM: GetFormReply = {
  fields: [
    field({ prop: PROP.name, cap: 'name', values: [{ val: 'Марс', cap: 'Марс' }] }),
    field({ prop: 'size', cap: 'Размер', values: [{ val: '3390', cap: '3390' }] }),
    field({ prop: 'moons', cap: 'Спутники', values: [{ val: '2', cap: '2' }] }),
    field({ prop: 'secret', cap: 'Секрет', constraints: '{"required":true}' }),
  ],
};

describe('ObjectForm follows the class view of Services.ClassViews', () => {
  it('shows the view’s fields in its order on its tabs, hides the rest, and saves without the hidden ones', async () => {
    const setData = vi.fn(async (ops: readonly SetDataOperation[]) => ({
      ok: true as const,
      results: ops.map((o) => ({ op: o.op, inst: 'x' })),
    }));
    const data = { getForm: vi.fn(async () => FORM), setData } as unknown as DataClient;
    const kernel = chromeKernel({ data });
    const views = kernel.container.get(CORE_TOKENS.ClassViews);
    renderWithKernel(kernel, <ObjectForm classId="planet" instId="mars" />);
    await screen.findByTestId('field-secret');
    // No view yet: every field. Then the view arrives (after sign-in) and the form follows it at once.
    act(() => views.set({ planet: [{ prop: 'moons' }, { prop: PROP.name }, { prop: 'size', tab: 'Размеры' }] }));
    await waitFor(() => expect(screen.queryByTestId('field-secret')).toBeNull());
    const order = [...document.querySelectorAll('[data-testid^="field-"]')].map((e) => e.getAttribute('data-testid'));
    expect(order.indexOf('field-moons')).toBeLessThan(order.indexOf(`field-${PROP.name}`));
    expect(screen.queryByTestId('field-size')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Размеры' }));
    expect(await screen.findByTestId('field-size')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Основное' }));
    fireEvent.change(await screen.findByTestId('field-moons'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('object-form-save'));
    // The obligatory field the view hides is not checked here: the save goes through.
    await waitFor(() => expect(setData).toHaveBeenCalledWith([{ op: 'upd', inst: 'mars', prop: 'moons', val: '3' }]));
  });
});
