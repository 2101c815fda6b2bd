import { CLASS, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { analysisId } from '../classes.ts';

/** The FCA part's classes (ids 0x030–0x03f of the analysis area). */
export const FCA_CLASS = {
  /** A stored formal-context definition: a class and the properties its individuals are scaled by. */
  FcaContext: analysisId(0x030),
} as const;

/** The FCA part's properties (ids 0x300–0x37f). The context's name is the instance's name. */
export const FCA_PROP = {
  /** The class whose individuals are the context's objects. */
  sourceClass: analysisId(0x300),
  /** The data and object properties whose values become attributes, in the order chosen. */
  properties: analysisId(0x301),
} as const;

const CONTEXT = [FCA_CLASS.FcaContext];

/** The FCA part of the analysis area's schema (schema.ts merges it). */
export const FCA_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [{ id: FCA_CLASS.FcaContext, name: 'FCA context' }],
  properties: [
    objectProperty(FCA_PROP.sourceClass, 'source class', CONTEXT, [CLASS.Class]),
    objectProperty(FCA_PROP.properties, 'chosen properties', CONTEXT, [CLASS.DataProperty, CLASS.ObjectProperty], {
      multiple: true,
    }),
  ],
};
