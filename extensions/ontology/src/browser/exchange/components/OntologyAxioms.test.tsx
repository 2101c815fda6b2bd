import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataApiError, PROP, Services, type DataClient, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel, disableWebAnimations, fakeDataClient } from '@ontobench/sdk/testing';
import { ONTO_PROP } from '../../../common/schema.ts';
import ontology from '../../index.ts';
import { OntologyAxioms } from './OntologyAxioms.tsx';

afterEach(cleanup);
let restoreAnimations: () => void;
beforeAll(() => (restoreAnimations = disableWebAnimations()));
afterAll(() => restoreAnimations());

const GOOD = '@prefix owl: <http://www.w3.org/2002/07/owl#> .\n<http://a> owl:inverseOf <http://b> .\n';

/**
 * Issue 14 item 6: the ontology's axioms, shown in the user's language; issue 14 (helper "links"):
 * editable by whoever may change the ontology, parsed before saving, a problem said with its line.
 */
function show(
  axioms: string | undefined,
  options: { locale?: 'en'; readonly?: boolean; setData?: DataClient['setData'] } = {},
) {
  const fake = fakeDataClient(() => ({
    count_rows: 1,
    rows: [{ row: 0, inst: 'o1', prop: PROP.name, val: 'O', cap: 'O', readonly: options.readonly ?? true }],
  }));
  const kernel = createPluginTestKernel({
    ...(options.locale ? { locale: options.locale } : {}),
    data: { ...fake.client, ...(options.setData ? { setData: options.setData } : {}) },
  });
  kernel.host.install(ontology);
  const asked: string[] = [];
  const http = {
    request: async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ ontology: { id: 'o1', name: 'O', ...(axioms ? { axioms } : {}) } }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  } as unknown as HttpClient;
  kernel.bind(Services.Http, http);
  render(
    <PluginTestRoot kernel={kernel} extensionId="ontology">
      <OntologyAxioms ontologyId="o1" />
    </PluginTestRoot>,
  );
  return { asked, calls: fake.calls };
}

const sets = (calls: { act: string; body: unknown }[]) => calls.filter((c) => c.act === 'set_data');

describe('OntologyAxioms', () => {
  it('shows the stored Turtle read-only under a Russian heading, with no editing for a reader', async () => {
    const { asked } = show('<http://a> <http://www.w3.org/2002/07/owl#inverseOf> <http://b> .\n');
    expect(await screen.findByText(/owl#inverseOf/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Аксиомы онтологии' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Изменить аксиомы' })).toBeNull();
    expect(asked).toEqual(['/api/ontology/o1/state']);
  });

  it('says there are none, in English too', async () => {
    show(undefined, { locale: 'en' });
    expect(await screen.findByText('No axioms')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Ontology axioms' })).toBeTruthy();
  });

  it('an editor fixes the Turtle: a parse error is said with its line and nothing is sent; good Turtle is saved', async () => {
    const { calls } = show(GOOD, { readonly: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить аксиомы' }));
    const editor = screen.getByRole('textbox', { name: 'Аксиомы (Turtle)' });
    expect((editor as HTMLTextAreaElement).value).toBe(GOOD);
    fireEvent.change(editor, { target: { value: `${GOOD}<http://c> owl:sameAs {` } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить аксиомы' }));
    expect(await screen.findByText('Строка 3: неожиданное «{». Ничего не сохранено.')).toBeTruthy();
    fireEvent.change(editor, { target: { value: `${GOOD}skos:x owl:sameAs <http://d> .` } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить аксиомы' }));
    expect(
      await screen.findByText('Строка 3: префикс «skos» не объявлен (нужна строка @prefix). Ничего не сохранено.'),
    ).toBeTruthy();
    expect(sets(calls)).toEqual([]);

    const next = `${GOOD}<http://c> owl:sameAs <http://d> .`;
    fireEvent.change(editor, { target: { value: next } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить аксиомы' }));
    await waitFor(() => expect(sets(calls)).toHaveLength(1));
    expect(sets(calls)[0]).toEqual({
      act: 'set_data',
      body: [{ op: 'upd', inst: 'o1', prop: ONTO_PROP.axioms, val: [`${next}\n`] }],
    });
    expect(await screen.findByText(/owl:sameAs <http:\/\/d>/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a server refusal is said translated, naming the field as the editor shows it', async () => {
    const refused = async () => {
      throw new DataApiError('known', 'set_data: operation 1 (upd): text too long', null, 400, undefined, undefined, {
        code: 'type.tooLong',
        field: ONTO_PROP.axioms,
        params: { field: 'axioms' },
      });
    };
    show(GOOD, { readonly: false, setData: refused });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить аксиомы' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '<http://a> <http://b> <http://c> .' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить аксиомы' }));
    expect(await screen.findByText(/Поле «Аксиомы \(Turtle\)»: текст слишком длинный/)).toBeTruthy();
    expect(screen.queryByText(/too long/)).toBeNull();
  });

  it('an emptied text is saved as no axioms at all', async () => {
    const { calls } = show(GOOD, { readonly: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить аксиомы' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить аксиомы' }));
    await waitFor(() => expect(sets(calls)).toHaveLength(1));
    expect(sets(calls)[0]!.body).toEqual([{ op: 'upd', inst: 'o1', prop: ONTO_PROP.axioms, val: [] }]);
    expect(await screen.findByText('Аксиом нет')).toBeTruthy();
  });
});
