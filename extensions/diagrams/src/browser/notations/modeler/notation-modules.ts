import type { NotationDto } from '../../../common/notation/api.ts';
import { connectorModule } from './connector.ts';
import { paletteModule } from './palette.ts';
import { rendererModule } from './renderer.ts';
import { rulesModule } from './rules.ts';
import { documentT, type NotationT } from './texts.ts';

export { diagramProblems } from './problems.ts';
export { problemText, refusalText, documentT, type NotationT } from './texts.ts';

/**
 * The bpmn-js modules of a diagram's notation (issue 17 item 2; domain.md §3 "Notation element"): its
 * palette (its node elements instead of the BPMN ones), its renderer (shape and colour), its connector's
 * code on new connections, and its connection rules, which refuse what the notation forbids and tell
 * `onRefusal` why in the page's language (`t`: the page's i18next `t`; by default the texts of the
 * language on `<html lang>`). Safe in a viewer: the palette and the rules then have nothing to act on.
 */
export function notationModules(
  notation: NotationDto,
  onRefusal: (text: string) => void,
  t: NotationT = documentT(),
): unknown[] {
  return [
    rendererModule(notation),
    paletteModule(notation),
    rulesModule(notation, onRefusal, t),
    connectorModule(notation),
  ];
}
