import { HttpError, type SwrlRuleDescription } from '@ontobench/sdk/node';
import {
  EXCHANGE_FORMATS,
  EXPORT_WARNING_IRIS,
  FORMAT_FILES,
  type ExchangeFormat,
  type ExportWarnings,
} from '../../common/exchange.ts';
import type { DataRunner } from './data-runner.ts';
import { writeRdf } from './rdf-formats.ts';
import { readOntologyState } from './state-reader.ts';
import { ontologyToRdf } from './axioms.ts';
import { termIris } from './state-to-rdf.ts';
import { SWRL_NS, swrlQuads } from './swrl-rdf.ts';

/** The OWL rules to export as SWRL, given the ontology's class and property ids (the SDK's RULES_EXPORT). */
export type RulesFor = (terms: ReadonlySet<string>) => Promise<SwrlRuleDescription[]>;

export interface ExportedFile {
  body: string;
  contentType: string;
  fileName: string;
  /** What the file leaves out (none: an empty object). */
  warnings: ExportWarnings;
}

/** An ontology as a file, read as the user: Turtle or RDF/XML (OWL), or the JSON state document. */
export async function exportOntology(
  run: DataRunner,
  ontologyId: string,
  format: unknown,
  rulesFor?: RulesFor,
): Promise<ExportedFile> {
  const chosen = (format ?? 'turtle') as ExchangeFormat;
  if (!EXCHANGE_FORMATS.includes(chosen))
    throw new HttpError(400, `Неизвестный формат ${JSON.stringify(format)}; возможны: ${EXCHANGE_FORMATS.join(', ')}`);
  const state = await readOntologyState(run, ontologyId);
  const warnings: ExportWarnings = {};
  // The JSON state document is the store's copy, axioms as stored; an RDF export writes what holds now.
  const body =
    chosen === 'json'
      ? `${JSON.stringify(state, null, 2)}\n`
      : await (async () => {
          const { quads, prefixes, dropped } = ontologyToRdf(state);
          if (dropped)
            warnings.droppedAxioms = {
              statements: dropped.statements,
              terms: dropped.subjects.length,
              iris: dropped.subjects.slice(0, EXPORT_WARNING_IRIS),
            };
          // The rules that name the ontology's terms go with it as SWRL (analysis area, when it runs).
          const ids = [...state.classes, ...state.objectProperties, ...state.dataProperties].map((t) => t.id);
          const rules = rulesFor ? await rulesFor(new Set(ids)) : [];
          if (!rules.length) return writeRdf(quads, prefixes, chosen);
          const iris = termIris(state);
          const rulesQuads = swrlQuads(rules, (id) => iris.get(id) ?? `urn:uuid:${id}`);
          return writeRdf([...quads, ...rulesQuads], { ...prefixes, ...SWRL_NS }, chosen);
        })();
  const { ext, type } = FORMAT_FILES[chosen];
  return { body, contentType: type, fileName: `${fileBaseName(state.ontology.name)}.${ext}`, warnings };
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
