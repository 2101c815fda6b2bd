import { HttpError } from '@ontobench/sdk/node';
import { EXCHANGE_FORMATS, FORMAT_FILES, type ExchangeFormat } from '../../common/exchange.ts';
import type { DataRunner } from './data-runner.ts';
import { writeRdf } from './rdf-formats.ts';
import { readOntologyState } from './state-reader.ts';
import { ontologyToRdf } from './axioms.ts';

export interface ExportedFile {
  body: string;
  contentType: string;
  fileName: string;
}

/** An ontology as a file, read as the user: Turtle or RDF/XML (OWL), or the JSON state document. */
export async function exportOntology(run: DataRunner, ontologyId: string, format: unknown): Promise<ExportedFile> {
  const chosen = (format ?? 'turtle') as ExchangeFormat;
  if (!EXCHANGE_FORMATS.includes(chosen))
    throw new HttpError(400, `Неизвестный формат ${JSON.stringify(format)}; возможны: ${EXCHANGE_FORMATS.join(', ')}`);
  const state = await readOntologyState(run, ontologyId);
  const body =
    chosen === 'json'
      ? `${JSON.stringify(state, null, 2)}\n`
      : await (async () => {
          const { quads, prefixes } = ontologyToRdf(state);
          return writeRdf(quads, prefixes, chosen);
        })();
  const { ext, type } = FORMAT_FILES[chosen];
  return { body, contentType: type, fileName: `${fileBaseName(state.ontology.name)}.${ext}` };
}

/** The ontology's name without characters file systems refuse. */
export function fileBaseName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return cleaned || 'ontology';
}
