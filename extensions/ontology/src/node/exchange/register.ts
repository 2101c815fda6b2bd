import type { ServerExtensionContext } from '@ontobench/sdk/node';
import type { DataRunner } from './data-runner.ts';
import { readOntologyState } from './state-reader.ts';

/**
 * The exchange part's endpoints: the ontology state document, OWL/JSON export and import, and the
 * diff of two states. Every one reads and writes as the signed-in user through the data API.
 */
export function registerExchange(ctx: ServerExtensionContext): void {
  const runnerOf = async (request: { user(): Promise<Parameters<typeof ctx.data.run>[0]> }): Promise<DataRunner> => {
    const user = await request.user();
    return (data) => ctx.data.run(user, data);
  };

  ctx.route('GET', 'ontology/:id/state', async (request) =>
    readOntologyState(await runnerOf(request), request.params.id ?? ''),
  );
}
