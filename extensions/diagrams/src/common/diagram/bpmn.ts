import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';

export type { ModdleElement } from 'bpmn-moddle';

/** The largest XML (and SVG) a diagram stores: 5 MB of text. */
export const DIAGRAM_MAX_XML = 5_000_000;

/** BPMN 2.0's model namespace: a diagram's root must be `definitions` in it. */
export const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/** Why a text is not a BPMN 2.0 diagram: the parser's message, line and column (1-based; null when unknown). */
export class BpmnParseError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(
      `Файл не является диаграммой BPMN 2.0: ${reason}` +
        (line === null ? '' : ` (строка ${line}, столбец ${column ?? 1})`),
    );
  }
}

/** A parser message cut to its first line, with its 0-based line and column made 1-based. */
function located(message: string): { reason: string; line: number | null; column: number | null } {
  const line = /line: (\d+)/.exec(message);
  const column = /column: (\d+)/.exec(message);
  const nested = /nested error: (.*)/.exec(message);
  const first = message.split('\n')[0]?.trim() ?? message;
  return {
    reason: nested?.[1] ? `${first.replace(/ detected$/, '')}: ${nested[1]}` : first,
    line: line ? Number(line[1]) + 1 : null,
    column: column ? Number(column[1]) + 1 : null,
  };
}

/** A new moddle (one per call: it keeps ids it has seen). */
export const newModdle = () => new BpmnModdle();

/**
 * The text parsed as BPMN 2.0 definitions, or a BpmnParseError naming what and where: malformed XML, or a
 * root that is not `bpmn:definitions`. Unknown extension elements are kept (the parser warns, bpmn-js too).
 */
export async function parseBpmn(xml: string): Promise<{ moddle: BpmnModdle; definitions: ModdleElement }> {
  const moddle = newModdle();
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<([\w-]+:)?definitions[\s>]/.test(xml))
    throw new BpmnParseError('корневой элемент должен быть bpmn:definitions', null, null);
  try {
    const { rootElement, warnings } = await moddle.fromXML(xml, 'bpmn:Definitions');
    const fatal = warnings.find((w) => /unclosed|unparsable content <\?|non-whitespace/.test(w.message));
    if (fatal) {
      const at = located(fatal.message);
      throw new BpmnParseError(at.reason, at.line, at.column);
    }
    return { moddle, definitions: rootElement };
  } catch (error) {
    if (error instanceof BpmnParseError) throw error;
    const at = located(error instanceof Error ? error.message : String(error));
    throw new BpmnParseError(at.reason, at.line, at.column);
  }
}

/** The model written back as XML (with the preamble, indented). */
export async function writeBpmn(moddle: BpmnModdle, definitions: ModdleElement): Promise<string> {
  return (await moddle.toXML(definitions, { format: true })).xml;
}

/** An element's list property (`flowElements`, `rootElements`, …) as an array, empty when unset. */
export const listOf = (element: ModdleElement | undefined, name: string): ModdleElement[] =>
  (element?.get(name) as ModdleElement[] | undefined) ?? [];

/** The element's name, or its id, as a message names it. */
export const labelOf = (element: ModdleElement): string =>
  typeof element.name === 'string' && element.name.trim() ? `«${element.name.trim()}»` : (element.id ?? '?');
