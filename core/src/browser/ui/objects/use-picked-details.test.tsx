import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GetDataReply, GetDataRequest } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { chromeKernel, renderWithKernel } from '../../chrome/test-support.tsx';
import type { DataClient } from '../../services/shell-contracts.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { formField } from './form-field.test-data.ts';

const ONTOLOGY = 'onto-prop';

function client() {
  const getData = vi.fn(async (_request: GetDataRequest): Promise<GetDataReply> => ({
    count_rows: 2,
    rows: [
      { row: 0, inst: 'p1', prop: PROP.name, val: 'Пицца', cap: 'Пицца', readonly: false, can_delete: true },
      { row: 0, inst: 'p1', prop: ONTOLOGY, val: 'o1', cap: 'Кухня' },
      { row: 1, inst: 'p2', prop: PROP.name, val: 'Пицца', cap: 'Пицца', readonly: false, can_delete: true },
      { row: 1, inst: 'p2', prop: ONTOLOGY, val: 'o2', cap: 'Меню' },
    ],
  }));
  return { data: { getData, getForm: vi.fn(), setData: vi.fn(), execute: vi.fn() } as unknown as DataClient, getData };
}

describe('an object field’s values told apart by their ontology (issue 14 item 3)', () => {
  it('asks once for the details of the values read from the server and shows them on the tags', async () => {
    const { data, getData } = client();
    renderWithKernel(
      chromeKernel({ data }),
      <FieldEditor
        field={formField({ prop: 'likes', kind: 'object', multiple: true, range: ['dish'] })}
        label="Любит"
        values={[
          { id: 'p1', name: 'Пицца' },
          { id: 'p2', name: 'Пицца' },
        ]}
        onChange={vi.fn()}
        readonly
        pickerDetailProp={ONTOLOGY}
      />,
    );
    expect(await screen.findByText('Пицца — Кухня')).toBeTruthy();
    expect(screen.getByText('Пицца — Меню')).toBeTruthy();
    await waitFor(() => expect(getData).toHaveBeenCalledTimes(1));
    expect(getData.mock.calls[0]![0]).toMatchObject({
      class: 'dish',
      filter: "[id] in ('p1', 'p2')",
      fields: [{ prop: ONTOLOGY }],
    });
  });

  it('without a detail property asks nothing and shows the names', async () => {
    const { data, getData } = client();
    renderWithKernel(
      chromeKernel({ data }),
      <FieldEditor
        field={formField({ prop: 'likes', kind: 'object', multiple: true, range: ['dish'] })}
        label="Любит"
        values={[{ id: 'p1', name: 'Пицца' }]}
        onChange={vi.fn()}
        readonly
      />,
    );
    expect(await screen.findByText('Пицца')).toBeTruthy();
    expect(getData).not.toHaveBeenCalled();
  });
});
