/**
 * The check of an ontology task (issue 20 item 4; docs/education.md "Doing the work and checking it"): the
 * student's ontology compared with the unit's reference model, one item per reference term, and the
 * student's own extra terms. Stored with the flow instance, so the student and the teacher read the same.
 */
export interface OntologyCheckItem {
  kind: 'class' | 'objectProperty' | 'dataProperty';
  name: string;
  /**
   * `matched`: there and alike; `different`: there, but its parents (a class), its domain (a property) or
   * its properties (a class, with `check_cls_props`) differ; `missing`: not in the student's ontology;
   * `extra`: the student's own, not in the reference (never counted against them).
   */
  result: 'matched' | 'different' | 'missing' | 'extra';
  /** What the reference has that the student's term lacks, by name: parents, domain classes, properties. */
  expected: string[];
  /** What the student's term has instead. */
  found: string[];
}

export interface OntologyCheckReport {
  /** `checked`: marked by the check; `awaiting`: the teacher marks it (no reference, no ontology, no diff service). */
  status: 'checked' | 'awaiting';
  /**
   * Why it awaits the teacher, when it does (a code the page words): the unit has no reference model, the
   * student has no ontology, the ontology area is not running, one of the two ontologies is gone, or the
   * reference has nothing the settings count.
   */
  reason?: 'noReference' | 'noStudentOntology' | 'noDiffService' | 'notFound' | 'nothingToCheck';
  /** Counted items that matched, of all counted (the reference's terms). */
  matched: number;
  total: number;
  /** The question's mark times matched / total, to two decimals; null when awaiting. */
  mark: number | null;
  items: OntologyCheckItem[];
}
