import { BASE_TYPES, type BaseType } from '@ontobench/sdk/common';
import { ONTOLOGY_STATE_FORMAT, type OntologyState } from '../../common/state.ts';
import { ParseFailure } from './rdf-formats.ts';

/**
 * Reads a state file (the JSON export, `GET ontology/:id/state`, or a diff's state1/state2) and checks
 * its shape, so later code can trust it. Fails with a `ParseFailure` naming the first problem.
 */
export function parseStateJson(text: string, label = 'JSON'): OntologyState {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ParseFailure(`${label}: ${(error as Error).message}`);
  }
  const fail = (where: string, what: string): never => {
    throw new ParseFailure(`${label}: ${where} ${what}`);
  };
  const obj = (v: unknown, where: string) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : fail(where, 'is not an object');
  const list = (v: unknown, where: string) => (Array.isArray(v) ? v : fail(where, 'is not a list'));
  const str = (v: unknown, where: string) => (typeof v === 'string' ? v : fail(where, 'is not a string'));
  const strs = (v: unknown, where: string) => list(v ?? [], where).map((x, i) => str(x, `${where}[${i}]`));
  const optStr = (v: unknown, where: string) => (v === undefined || v === null ? null : str(v, where));

  const root = obj(raw, 'the document');
  if (root.format !== ONTOLOGY_STATE_FORMAT) fail('format', `is not "${ONTOLOGY_STATE_FORMAT}"`);
  const term = (v: unknown, where: string) => {
    const t = obj(v, where);
    return {
      id: str(t.id, `${where}.id`),
      name: str(t.name ?? '', `${where}.name`),
      iri: optStr(t.iri, `${where}.iri`),
      labels: strs(t.labels, `${where}.labels`),
      description: optStr(t.description, `${where}.description`),
      ...(t.synonyms !== undefined ? { synonyms: strs(t.synonyms, `${where}.synonyms`) } : {}),
      raw: t,
    };
  };
  const strip = <T extends { raw: unknown }>({ raw, ...rest }: T) => (void raw, rest);
  const ontology = term(root.ontology, 'ontology');
  const baseType = (v: unknown, where: string): BaseType =>
    BASE_TYPES.includes(v as BaseType) ? (v as BaseType) : fail(where, `is not one of ${BASE_TYPES.join(', ')}`);

  return {
    format: ONTOLOGY_STATE_FORMAT,
    version: 1,
    ontology: {
      ...strip(ontology),
      isPublic: ontology.raw.isPublic === true,
      baseIri: optStr(ontology.raw.baseIri, 'ontology.baseIri'),
      ...(ontology.raw.axioms != null ? { axioms: optStr(ontology.raw.axioms, 'ontology.axioms') } : {}),
      ...(ontology.raw.axiomTerms != null
        ? { axiomTerms: optStr(ontology.raw.axiomTerms, 'ontology.axiomTerms') }
        : {}),
    },
    classes: list(root.classes ?? [], 'classes').map((v, i) => {
      const t = term(v, `classes[${i}]`);
      return { ...strip(t), parents: strs(t.raw.parents, `classes[${i}].parents`) };
    }),
    objectProperties: list(root.objectProperties ?? [], 'objectProperties').map((v, i) => {
      const t = term(v, `objectProperties[${i}]`);
      const at = `objectProperties[${i}]`;
      return {
        ...strip(t),
        domain: strs(t.raw.domain, `${at}.domain`),
        range: strs(t.raw.range, `${at}.range`),
        multiple: t.raw.multiple !== false,
      };
    }),
    dataProperties: list(root.dataProperties ?? [], 'dataProperties').map((v, i) => {
      const t = term(v, `dataProperties[${i}]`);
      const at = `dataProperties[${i}]`;
      return {
        ...strip(t),
        domain: strs(t.raw.domain, `${at}.domain`),
        baseType: baseType(t.raw.baseType ?? 'string', `${at}.baseType`),
        multiple: t.raw.multiple !== false,
      };
    }),
    individuals: list(root.individuals ?? [], 'individuals').map((v, i) => {
      const t = term(v, `individuals[${i}]`);
      const at = `individuals[${i}]`;
      return {
        ...strip(t),
        class: str(t.raw.class, `${at}.class`),
        values: list(t.raw.values ?? [], `${at}.values`).map((x, j) => {
          const cell = obj(x, `${at}.values[${j}]`);
          const value = cell.value;
          if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
            fail(`${at}.values[${j}].value`, 'is not a string, number or boolean');
          return { prop: str(cell.prop, `${at}.values[${j}].prop`), value: value as string | number | boolean };
        }),
        links: list(t.raw.links ?? [], `${at}.links`).map((x, j) => {
          const link = obj(x, `${at}.links[${j}]`);
          return {
            prop: str(link.prop, `${at}.links[${j}].prop`),
            target: str(link.target, `${at}.links[${j}].target`),
          };
        }),
      };
    }),
  };
}
