import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { analysisId } from '../classes.ts';

/**
 * The OWL rules' part of the analysis schema (classes 0x020–0x02f, properties 0x200–0x27f). An OWL
 * rule (domain.md §3) keeps the core's name, author, creation date (`date_create`) and subject area;
 * `json_str` holds the whole model (triads, triad links, filters, out_triad — common/rules/model.ts),
 * and `ruleText` and `swrl` are derived from it on every save. A rule application is what one "write
 * the inferred statements" added, so that its undo removes exactly those.
 */
export const RULE_CLASS = {
  OwlRule: analysisId(0x020),
  RuleApplication: analysisId(0x021),
} as const;

export const RULE_PROP = {
  /** The rule's model as JSON (§3 `json_str`). */
  jsonStr: analysisId(0x200),
  /** The human rule text, derived (§3 `ruleText`). */
  ruleText: analysisId(0x201),
  /** The SWRL form, derived (§3 `swrl`). */
  swrl: analysisId(0x202),
  /** §3 `noConnectionToComputedProp`: the inferred statements are not tied to a computed property. */
  noConnectionToComputedProp: analysisId(0x203),
  /** The application's rule. */
  rule: analysisId(0x210),
  /** The statements the application added: JSON `[[subject, property, object], …]`. */
  added: analysisId(0x211),
  /** When the application was undone (ISO time); empty while it stands. */
  undoneAt: analysisId(0x212),
} as const;

const RULE = [RULE_CLASS.OwlRule];
const APPLICATION = [RULE_CLASS.RuleApplication];

/** Merged into ANALYSIS_SCHEMA (common/schema.ts). */
export const RULES_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [
    { id: RULE_CLASS.OwlRule, name: 'OWL rule' },
    { id: RULE_CLASS.RuleApplication, name: 'Rule application' },
  ],
  properties: [
    dataProperty(RULE_PROP.jsonStr, 'json_str', 'string', RULE),
    dataProperty(RULE_PROP.ruleText, 'ruleText', 'string', RULE),
    dataProperty(RULE_PROP.swrl, 'swrl', 'string', RULE),
    dataProperty(RULE_PROP.noConnectionToComputedProp, 'noConnectionToComputedProp', 'boolean', RULE),
    objectProperty(RULE_PROP.rule, 'rule', APPLICATION, RULE),
    dataProperty(RULE_PROP.added, 'added statements', 'string', APPLICATION, { multiple: true }),
    dataProperty(RULE_PROP.undoneAt, 'undone at', 'string', APPLICATION),
  ],
};
