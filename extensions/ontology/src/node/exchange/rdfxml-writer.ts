import type { Quad } from 'n3';
import { NS } from './owl-vocabulary.ts';

/**
 * A small RDF/XML serialiser. No maintained RDF/XML writer on npm works with the n3 data model on
 * Node 20 without pulling a large stack, so this one writes the simplest form the grammar allows
 * (W3C RDF 1.1 XML Syntax): one rdf:Description per subject, property elements with rdf:resource,
 * xml:lang or rdf:datatype. Its output is checked by parsing it back with rdfxml-streaming-parser.
 */
export function writeRdfXml(quads: readonly Quad[], prefixes: Readonly<Record<string, string>>): string {
  const namespaces = new Map<string, string>(); // namespace IRI → prefix
  for (const [prefix, iri] of Object.entries(prefixes)) if (prefix && NCNAME.test(prefix)) namespaces.set(iri, prefix);
  namespaces.set(NS.rdf, 'rdf');
  const qname = (iri: string): string => {
    const split = splitIri(iri);
    if (!split) throw new Error(`RDF/XML cannot name the property ${iri}`);
    let prefix = namespaces.get(split.ns);
    if (!prefix) {
      prefix = `ns${namespaces.size + 1}`;
      namespaces.set(split.ns, prefix);
    }
    return `${prefix}:${split.local}`;
  };

  const bySubject = new Map<string, Quad[]>();
  for (const q of quads) bySubject.set(q.subject.value, [...(bySubject.get(q.subject.value) ?? []), q]);
  const body: string[] = [];
  for (const [subject, list] of bySubject) {
    body.push(`  <rdf:Description rdf:about="${attr(subject)}">`);
    for (const q of list) {
      const name = qname(q.predicate.value);
      const o = q.object;
      if (o.termType === 'NamedNode') body.push(`    <${name} rdf:resource="${attr(o.value)}"/>`);
      else if (o.termType === 'BlankNode') body.push(`    <${name} rdf:nodeID="${attr(o.value)}"/>`);
      else if (o.termType === 'Literal') {
        const extra = o.language
          ? ` xml:lang="${attr(o.language)}"`
          : o.datatype && o.datatype.value !== `${NS.xsd}string`
            ? ` rdf:datatype="${attr(o.datatype.value)}"`
            : '';
        body.push(`    <${name}${extra}>${text(o.value)}</${name}>`);
      }
    }
    body.push('  </rdf:Description>');
  }
  const xmlns = [...namespaces].map(([iri, prefix]) => `\n    xmlns:${prefix}="${attr(iri)}"`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF${xmlns}>\n${body.join('\n')}\n</rdf:RDF>\n`;
}

/** XML 1.0 NCName, the form of a prefix and of a local name (letters of any script allowed). */
const NCNAME = /^[\p{L}_][\p{L}\p{N}\p{M}_.\-\u00B7\u203F-\u2040]*$/u;

/** The longest local name that is an NCName, at the end of the IRI after `#`, `/` or `:` if possible. */
function splitIri(iri: string): { ns: string; local: string } | null {
  for (let i = 0; i < iri.length; i++) {
    const local = iri.slice(i);
    if (NCNAME.test(local) && i > 0) return { ns: iri.slice(0, i), local };
  }
  return null;
}

/** Characters XML 1.0 cannot carry at all are dropped; a carriage return is kept as a reference. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
const text = (s: string) =>
  clean(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const attr = (s: string) => text(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
