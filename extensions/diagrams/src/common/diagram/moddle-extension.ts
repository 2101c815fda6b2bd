/**
 * The `ontobench` moddle package (issue 17 item 2): lets every BPMN element carry `ontobench:code`, the code
 * of the notation element it is drawn as (domain.md §3 "Notation element: element code"). Without it
 * bpmn-moddle keeps the attribute only as an unknown `$attrs` entry, which bpmn-js drops when it copies or
 * replaces a shape; declared, it is a real property (`element.businessObject.code`) that round-trips.
 * The editor passes it as `moddleExtensions: { ontobench: ONTOBENCH_MODDLE }`, the server as
 * `new BpmnModdle({ ontobench: ONTOBENCH_MODDLE })`.
 */

/** The namespace of Ontobench's BPMN attributes. */
export const ONTOBENCH_NS = 'http://ontobench.org/schema/bpmn';

export const ONTOBENCH_MODDLE = {
  name: 'Ontobench',
  uri: ONTOBENCH_NS,
  prefix: 'ontobench',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'CodedElement',
      isAbstract: true,
      extends: ['bpmn:BaseElement'],
      properties: [{ name: 'code', isAttr: true, type: 'String' }],
    },
  ],
} as const;

/** The notation code of a BPMN business object (`ontobench:code`), or null for a plain BPMN element. */
export function codeOf(businessObject: { get?: (name: string) => unknown } | null | undefined): string | null {
  const code = businessObject?.get?.('ontobench:code');
  return typeof code === 'string' && code ? code : null;
}
