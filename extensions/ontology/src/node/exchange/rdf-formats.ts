import { Parser, Writer, type Quad } from 'n3';
import { RdfXmlParser } from 'rdfxml-streaming-parser';
import type { ExchangeFormat } from '../../common/exchange.ts';
import { writeRdfXml } from './rdfxml-writer.ts';

export type RdfFormat = Exclude<ExchangeFormat, 'json'>;

/** A file the parser could not read; the message names the line and the reason. */
export class ParseFailure extends Error {}

/**
 * Reads a whole Turtle (N-Triples included) or RDF/XML document, or fails with the parser's reason.
 * The document's prefixes go to `prefixes` when given.
 */
export async function parseRdf(
  text: string,
  format: RdfFormat,
  baseIRI?: string,
  prefixes?: Record<string, string>,
): Promise<Quad[]> {
  if (format === 'turtle') {
    try {
      return new Parser({ format: 'text/turtle', baseIRI }).parse(text, null, (prefix, iri) => {
        if (prefixes) prefixes[prefix] = iri.value;
      });
    } catch (error) {
      throw new ParseFailure(`Turtle: ${(error as Error).message}`);
    }
  }
  return new Promise<Quad[]>((resolve, reject) => {
    const quads: Quad[] = [];
    const parser = new RdfXmlParser({ baseIRI: baseIRI ?? 'http://ontobench.local/import' });
    let failed = false;
    parser.on('data', (q: Quad) => quads.push(q));
    parser.on('prefix', (prefix: string, iri: { value: string }) => {
      if (prefixes) prefixes[prefix] = iri.value;
    });
    parser.on('error', (error: Error) => {
      if (!failed) reject(new ParseFailure(`RDF/XML: ${error.message}`));
      failed = true;
    });
    parser.on('end', () => {
      if (!failed) resolve(quads);
    });
    parser.write(text);
    parser.end();
  });
}

export function writeRdf(quads: readonly Quad[], prefixes: Record<string, string>, format: RdfFormat): Promise<string> {
  if (format === 'rdfxml') return Promise.resolve(writeRdfXml(quads, prefixes));
  return new Promise((resolve, reject) => {
    const writer = new Writer({ prefixes, format: 'text/turtle' });
    writer.addQuads([...quads]);
    writer.end((error: Error | null, result: string) => (error ? reject(error) : resolve(result)));
  });
}
