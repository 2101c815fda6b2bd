import {
  ONTOLOGY_DIFF,
  type DataReader,
  type OntologyComparison,
  type ServerExtensionContext,
  type TermComparison,
} from '@ontobench/sdk/node';
import type { OntologyCheckItem, OntologyCheckReport } from '../../common/work/ontology-check.ts';

/** What an ontology task is checked with: the unit's settings, the two ontologies and the question's mark. */
export interface ReferenceCheckInput {
  /** The unit's `referenceModel` (an ontology id), or null. */
  referenceModel: string | null;
  /** The student's personal ontology for the course (`createStudentOntology`), or null. */
  studentOntology: string | null;
  /** The unit's `check_cls_props`: classes count with the properties whose domain they are. */
  checkClsProps: boolean;
  /** The unit's `check_props`: properties count on their own, with their domain. */
  checkProps: boolean;
  /** The question's mark: the most the task gives. */
  mark: number;
}

const awaiting = (reason: OntologyCheckReport['reason']): OntologyCheckReport => ({
  status: 'awaiting',
  reason,
  matched: 0,
  total: 0,
  mark: null,
  items: [],
});

/**
 * Checks an ontology task (docs/education.md): the ontology area's diff compares the student's ontology
 * with the reference, both read with `read` (the server's unrestricted reader: the student may not read the
 * reference). Without the ontology area, a reference or the student's ontology, the task awaits the teacher.
 */
export async function checkAgainstReference(
  ctx: Pick<ServerExtensionContext, 'services'>,
  read: DataReader,
  input: ReferenceCheckInput,
): Promise<OntologyCheckReport> {
  if (!input.referenceModel) return awaiting('noReference');
  if (!input.studentOntology) return awaiting('noStudentOntology');
  const diff = ctx.services.optional(ONTOLOGY_DIFF);
  if (!diff) return awaiting('noDiffService');
  const comparison = await diff.compare(read, input.referenceModel, input.studentOntology);
  if (!comparison) return awaiting('notFound');
  return ontologyCheckReport(comparison, input);
}

/** The report of a comparison (reference = state 1, the student's = state 2): pure, unit-tested. */
export function ontologyCheckReport(
  comparison: OntologyComparison,
  settings: Pick<ReferenceCheckInput, 'checkClsProps' | 'checkProps' | 'mark'>,
): OntologyCheckReport {
  const properties = [
    ...comparison.objectProperties.map((term) => ({ term, kind: 'objectProperty' as const })),
    ...comparison.dataProperties.map((term) => ({ term, kind: 'dataProperty' as const })),
  ];
  const counted: OntologyCheckItem[] = [];
  const extra: OntologyCheckItem[] = [];
  for (const term of comparison.classes) {
    if (term.status === 'added') extra.push(item('class', term, 'extra'));
    else counted.push(classItem(term, settings.checkClsProps ? properties.map((p) => p.term) : []));
  }
  for (const { term, kind } of properties) {
    if (term.status === 'added') extra.push(item(kind, term, 'extra'));
    else if (settings.checkProps) counted.push(propertyItem(kind, term));
  }
  const matched = counted.filter((i) => i.result === 'matched').length;
  if (counted.length === 0) return { ...awaiting('nothingToCheck'), items: extra };
  const report: OntologyCheckReport = {
    status: 'checked',
    matched,
    total: counted.length,
    mark: 0,
    items: [...counted, ...extra],
  };
  return withMark(report, settings.mark);
}

/** The report with the mark of a question worth `mark`: its matched share, to two decimals (null when awaiting). */
export function withMark(report: OntologyCheckReport, mark: number): OntologyCheckReport {
  if (report.status !== 'checked' || report.total === 0) return report;
  return { ...report, mark: Math.round(((mark * report.matched) / report.total) * 100) / 100 };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function item(
  kind: OntologyCheckItem['kind'],
  term: TermComparison,
  result: OntologyCheckItem['result'],
  expected: string[] = [],
  found: string[] = [],
): OntologyCheckItem {
  return { kind, name: term.name, result, expected, found };
}

/** A reference class: there, with the same parents, and (check_cls_props) every property on it there too. */
function classItem(term: TermComparison, properties: readonly TermComparison[]): OntologyCheckItem {
  if (term.status === 'removed') return item('class', term, 'missing');
  const parents = term.changes.find((c) => c.field === 'parents');
  const own = properties.filter((p) => p.status !== 'added' && p.domain.some((d) => same(d, term.name)));
  const lacking = own.filter((p) => p.status === 'removed' || !domainAlike(p)).map((p) => p.name);
  if (!parents && lacking.length === 0) return item('class', term, 'matched');
  return item('class', term, 'different', [...(parents?.before ?? []), ...lacking], parents?.after ?? []);
}

/** A reference property: there, with the same domain. */
function propertyItem(kind: OntologyCheckItem['kind'], term: TermComparison): OntologyCheckItem {
  if (term.status === 'removed') return item(kind, term, 'missing');
  const domain = term.changes.find((c) => c.field === 'domain');
  return domain ? item(kind, term, 'different', domain.before, domain.after) : item(kind, term, 'matched');
}

const domainAlike = (p: TermComparison) => !p.changes.some((c) => c.field === 'domain');
