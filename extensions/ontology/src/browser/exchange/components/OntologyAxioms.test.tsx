import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Services, type HttpClient } from '@ontobench/sdk';
import { PluginTestRoot, createPluginTestKernel } from '@ontobench/sdk/testing';
import ontology from '../../index.ts';
import { OntologyAxioms } from './OntologyAxioms.tsx';

afterEach(cleanup);

/** Issue 14 item 6: the ontology's axioms are shown read-only, in the user's language. */
function show(axioms: string | undefined, locale?: 'en') {
  const kernel = createPluginTestKernel(locale ? { locale } : {});
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
  return asked;
}

describe('OntologyAxioms', () => {
  it('shows the stored Turtle read-only under a Russian heading', async () => {
    const asked = show('<http://a> <http://www.w3.org/2002/07/owl#inverseOf> <http://b> .\n');
    expect(await screen.findByText(/owl#inverseOf/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Аксиомы онтологии' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(asked).toEqual(['/api/ontology/o1/state']);
  });

  it('says there are none, in English too', async () => {
    show(undefined, 'en');
    expect(await screen.findByText('No axioms')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Ontology axioms' })).toBeTruthy();
  });
});
