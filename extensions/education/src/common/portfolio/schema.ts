import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { EDU_CLASS, eduId } from '../classes.ts';

/**
 * The portfolio part's properties (`eduId(0x400)`–`0x4ff`): a student's project (issue 20 item 6) links
 * documents, ontologies and diagrams; its author is the student, and the teachers of the student's flows
 * read it.
 */
export const PORTFOLIO_PROP = {
  description: eduId(0x400),
  /** The documents, ontologies and diagrams of the project (any instances). */
  links: eduId(0x401),
  /** The flow the project was made in, if any. */
  flow: eduId(0x402),
} as const;

const PROJECT = [EDU_CLASS.PortfolioProject];

/** The portfolio part's class and properties. */
export const PORTFOLIO_SCHEMA: Omit<SchemaDeclaration, 'owner'> = {
  classes: [{ id: EDU_CLASS.PortfolioProject, name: 'Portfolio project' }],
  properties: [
    dataProperty(PORTFOLIO_PROP.description, 'description', 'string', PROJECT),
    objectProperty(PORTFOLIO_PROP.links, 'links', PROJECT, [], { multiple: true }),
    objectProperty(PORTFOLIO_PROP.flow, 'flow', PROJECT, [EDU_CLASS.Flow]),
  ],
};
