import { dataProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { eduId } from '../classes.ts';

/**
 * A student's personal ontology for a course (domain.md §3 Course `createStudentOntology`; issue 20 item 4):
 * an ontology of the ontology area, authored by the student, marked with the course it was made for, so
 * the ontology task's check finds it (`eduId(0x600)`–).
 */
export const STUDENT_ONTOLOGY_PROP = {
  /**
   * On an ontology: the id of the course it is the student's personal ontology for. Text, not a link: the
   * student writes it and may not read the course itself (they are in its flow, not on it).
   */
  course: eduId(0x600),
} as const;

/** The role code the course's teachers hold on a student's ontology: they read it, never change it. */
export const STUDENT_ONTOLOGY_READER = 'reader';

export const STUDENT_ONTOLOGY_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [],
  properties: [
    // Any class may carry it: the ontology area's Ontology class is not this area's to name in a domain (the
    // area may be off), and only this area writes it.
    dataProperty(STUDENT_ONTOLOGY_PROP.course, 'studentOntologyCourse', 'string', []),
  ],
};
