import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { EDU_CLASS, eduId } from '../classes.ts';

/**
 * The learning units part's properties (`eduId(0x200)`–`0x2ff`): domain.md §3 "Learning unit (aoe)",
 * "Question", "Answer", "Answer template". Name, author and date_create are the core's columns.
 */
export const UNIT_PROP = {
  // Learning unit (aoe).
  code: eduId(0x200),
  resultDescription: eduId(0x201),
  description: eduId(0x202),
  /** §3 `r_comp`: the competences the unit requires. */
  rComp: eduId(0x203),
  /** §3 `t_comp`: the competences it trains. */
  tComp: eduId(0x204),
  action: eduId(0x205),
  actionObject: eduId(0x206),
  skill: eduId(0x207),
  maxPoint: eduId(0x208),
  /** §3 `referenceModel`: the ontology an ontology task is checked against. */
  referenceModel: eduId(0x209),
  /** §3 `check_props`: the ontology check counts properties. */
  checkProps: eduId(0x20a),
  /** §3 `check_cls_props`: the ontology check counts classes with their properties. */
  checkClsProps: eduId(0x20b),
  autoCheck: eduId(0x20c),
  /** §3 `link_req`: the student must give a result link. */
  linkReq: eduId(0x20d),
  showStudentOntologyLink: eduId(0x20e),
  maxQuestions: eduId(0x20f),
  minPositiveMark: eduId(0x210),
  summary: eduId(0x211),
  form: eduId(0x212),
  contactType: eduId(0x213),
  laborIntensity: eduId(0x214),

  // Question (§3: name, aoe, order, answer_type, mark, student_category, description, competence, answersRandomOrder).
  questionAoe: eduId(0x220),
  questionOrder: eduId(0x221),
  /** One of ANSWER_TYPES. */
  answerType: eduId(0x222),
  questionMark: eduId(0x223),
  questionStudentCategory: eduId(0x224),
  questionDescription: eduId(0x225),
  competence: eduId(0x226),
  answersRandomOrder: eduId(0x227),

  // Answer (§3: name, question, order, is_correct, mark, student_category, answer_group).
  answerQuestion: eduId(0x230),
  answerOrder: eduId(0x231),
  answerIsCorrect: eduId(0x232),
  answerMark: eduId(0x233),
  answerStudentCategory: eduId(0x234),
  answerGroup: eduId(0x235),

  // Answer template (§3: name, template, is_correct, mark, order); `question` says whose it is.
  template: eduId(0x240),
  templateIsCorrect: eduId(0x241),
  templateMark: eduId(0x242),
  templateOrder: eduId(0x243),
  templateQuestion: eduId(0x244),
} as const;

/** A question's answer types (issue 20 item 2): one choice, several choices, free text, an ontology task. */
export const ANSWER_TYPES = ['single', 'multiple', 'free', 'ontology'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

const UNIT = [EDU_CLASS.LearningUnit];
const QUESTION = [EDU_CLASS.Question];
const ANSWER = [EDU_CLASS.Answer];
const TEMPLATE = [EDU_CLASS.AnswerTemplate];

/** The units part's classes and properties. */
export const UNITS_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [
    { id: EDU_CLASS.LearningUnit, name: 'Learning unit' },
    { id: EDU_CLASS.Question, name: 'Question' },
    { id: EDU_CLASS.Answer, name: 'Answer' },
    { id: EDU_CLASS.AnswerTemplate, name: 'Answer template' },
  ],
  properties: [
    dataProperty(UNIT_PROP.code, 'code', 'string', UNIT),
    dataProperty(UNIT_PROP.resultDescription, 'result_description', 'string', UNIT),
    dataProperty(UNIT_PROP.description, 'description', 'string', UNIT),
    dataProperty(UNIT_PROP.rComp, 'r_comp', 'string', UNIT),
    dataProperty(UNIT_PROP.tComp, 't_comp', 'string', UNIT),
    dataProperty(UNIT_PROP.action, 'action', 'string', UNIT),
    dataProperty(UNIT_PROP.actionObject, 'action_object', 'string', UNIT),
    dataProperty(UNIT_PROP.skill, 'skill', 'string', UNIT),
    dataProperty(UNIT_PROP.maxPoint, 'max_point', 'real', UNIT),
    objectProperty(UNIT_PROP.referenceModel, 'referenceModel', UNIT, []),
    dataProperty(UNIT_PROP.checkProps, 'check_props', 'boolean', UNIT),
    dataProperty(UNIT_PROP.checkClsProps, 'check_cls_props', 'boolean', UNIT),
    dataProperty(UNIT_PROP.autoCheck, 'auto_check', 'boolean', UNIT),
    dataProperty(UNIT_PROP.linkReq, 'link_req', 'boolean', UNIT),
    dataProperty(UNIT_PROP.showStudentOntologyLink, 'showStudentOntologyLink', 'boolean', UNIT),
    dataProperty(UNIT_PROP.maxQuestions, 'maxQuestions', 'integer', UNIT),
    dataProperty(UNIT_PROP.minPositiveMark, 'minPositiveMark', 'real', UNIT),
    dataProperty(UNIT_PROP.summary, 'summary', 'string', UNIT),
    dataProperty(UNIT_PROP.form, 'form', 'string', UNIT),
    dataProperty(UNIT_PROP.contactType, 'contactType', 'string', UNIT),
    dataProperty(UNIT_PROP.laborIntensity, 'laborIntensity', 'real', UNIT),
    objectProperty(UNIT_PROP.questionAoe, 'aoe', QUESTION, UNIT),
    dataProperty(UNIT_PROP.questionOrder, 'order', 'integer', QUESTION),
    dataProperty(UNIT_PROP.answerType, 'answer_type', 'string', QUESTION),
    dataProperty(UNIT_PROP.questionMark, 'mark', 'real', QUESTION),
    dataProperty(UNIT_PROP.questionStudentCategory, 'student_category', 'string', QUESTION),
    dataProperty(UNIT_PROP.questionDescription, 'description', 'string', QUESTION),
    dataProperty(UNIT_PROP.competence, 'competence', 'string', QUESTION),
    dataProperty(UNIT_PROP.answersRandomOrder, 'answersRandomOrder', 'boolean', QUESTION),
    objectProperty(UNIT_PROP.answerQuestion, 'question', ANSWER, QUESTION),
    dataProperty(UNIT_PROP.answerOrder, 'order', 'integer', ANSWER),
    dataProperty(UNIT_PROP.answerIsCorrect, 'is_correct', 'boolean', ANSWER),
    dataProperty(UNIT_PROP.answerMark, 'mark', 'real', ANSWER),
    dataProperty(UNIT_PROP.answerStudentCategory, 'student_category', 'string', ANSWER),
    dataProperty(UNIT_PROP.answerGroup, 'answer_group', 'string', ANSWER),
    dataProperty(UNIT_PROP.template, 'template', 'string', TEMPLATE),
    dataProperty(UNIT_PROP.templateIsCorrect, 'is_correct', 'boolean', TEMPLATE),
    dataProperty(UNIT_PROP.templateMark, 'mark', 'real', TEMPLATE),
    dataProperty(UNIT_PROP.templateOrder, 'order', 'integer', TEMPLATE),
    objectProperty(UNIT_PROP.templateQuestion, 'question', TEMPLATE, QUESTION),
  ],
};
