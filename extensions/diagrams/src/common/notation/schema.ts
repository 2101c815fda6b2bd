import { dataProperty, objectProperty, type SchemaDeclaration } from '@ontobench/sdk/common';
import { DIAGRAMS_CLASS, diagramsId } from '../classes.ts';

/**
 * The notations' properties (`diagramsId(0x200)`–`0x2ff`), domain.md §3 "Notation element: name, element class,
 * element code, layer, notation, shape, colour, style, isConnector, minimum and maximum number of incoming and
 * outgoing connections, allowed elements to connect, disableReflexiveEdges". A notation keeps the core's name
 * and author; each element is a row of its own linked to its notation.
 */
export const NOTATION_PROP = {
  /** §3 `notation`: the notation an element belongs to. */
  notation: diagramsId(0x200),
  /** §3 `element class`: the BPMN type the element is drawn as. */
  elementClass: diagramsId(0x201),
  /** §3 `element code`: unique in the notation; stored on each diagram element (`ontobench:code`). */
  elementCode: diagramsId(0x202),
  layer: diagramsId(0x203),
  shape: diagramsId(0x204),
  colour: diagramsId(0x205),
  style: diagramsId(0x206),
  isConnector: diagramsId(0x207),
  minIncoming: diagramsId(0x208),
  maxIncoming: diagramsId(0x209),
  minOutgoing: diagramsId(0x20a),
  maxOutgoing: diagramsId(0x20b),
  /** §3 `allowed elements to connect`: the target codes as a JSON list (empty: any). */
  allowedTargets: diagramsId(0x20c),
  disableReflexiveEdges: diagramsId(0x20d),
  /** The element's place in its notation's palette (0, 1, …). */
  position: diagramsId(0x20e),
} as const;

const ELEMENT = [DIAGRAMS_CLASS.NotationElement];
const text = (id: string, name: string) => dataProperty(id, name, 'string', ELEMENT);
const int = (id: string, name: string) => dataProperty(id, name, 'integer', ELEMENT);
const flag = (id: string, name: string) => dataProperty(id, name, 'boolean', ELEMENT);
const P = NOTATION_PROP;

export const NOTATION_SCHEMA: Pick<SchemaDeclaration, 'classes' | 'properties'> = {
  classes: [
    { id: DIAGRAMS_CLASS.Notation, name: 'Notation' },
    { id: DIAGRAMS_CLASS.NotationElement, name: 'Notation element' },
  ],
  properties: [
    objectProperty(P.notation, 'notation', ELEMENT, [DIAGRAMS_CLASS.Notation]),
    text(P.elementClass, 'element class'),
    text(P.elementCode, 'element code'),
    text(P.layer, 'layer'),
    text(P.shape, 'shape'),
    text(P.colour, 'colour'),
    text(P.style, 'style'),
    flag(P.isConnector, 'isConnector'),
    int(P.minIncoming, 'minimum incoming connections'),
    int(P.maxIncoming, 'maximum incoming connections'),
    int(P.minOutgoing, 'minimum outgoing connections'),
    int(P.maxOutgoing, 'maximum outgoing connections'),
    text(P.allowedTargets, 'allowed elements to connect'),
    flag(P.disableReflexiveEdges, 'disableReflexiveEdges'),
    int(P.position, 'position'),
  ],
};
