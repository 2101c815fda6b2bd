import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { codeOf, ONTOBENCH_MODDLE } from '../../common/diagram/moddle-extension.ts';
import { connectionAllowed, notationProblems } from '../../common/notation/check.ts';
import { checkNotationInput } from '../../common/notation/validate.ts';
import { ORG_LINKS, ORG_NODES, ORG_NOTATION, orgChartXml } from './org-chart.ts';

/** Issue 17 item 8 ("a diagram in the second notation") with domain.md §3 "Notation element" rules. */
describe('the demo org chart and its notation', () => {
  const notation = checkNotationInput(ORG_NOTATION);

  it('the notation passes the notation checks (every §3 field valid, targets are its codes)', () => {
    expect(notation.elements.map((e) => e.elementCode)).toEqual(['head', 'unit', 'post', 'emp', 'link']);
  });

  it('is BPMN 2.0 with a layout, and every node carries its notation code (ontobench:code)', async () => {
    const { rootElement, warnings } = await new BpmnModdle({ ontobench: ONTOBENCH_MODDLE }).fromXML(
      orgChartXml(),
      'bpmn:Definitions',
    );
    expect(warnings).toEqual([]);
    const process = (rootElement.get('rootElements') as ModdleElement[])[0]!;
    const flow = process.get('flowElements') as ModdleElement[];
    expect(flow.filter((e) => e.$type !== 'bpmn:SequenceFlow').map((e) => [e.id, codeOf(e)])).toEqual(
      ORG_NODES.map(([id, , code]) => [id, code]),
    );
    const plane = (rootElement.get('diagrams') as ModdleElement[])[0]!.get('plane') as ModdleElement;
    expect((plane.get('planeElement') as ModdleElement[]).length).toBe(ORG_NODES.length + ORG_LINKS.length);
  });

  it('obeys its own rules: every link allowed in the order drawn, no minimum or maximum broken', () => {
    const code = new Map(ORG_NODES.map(([id, , c]) => [id, c]));
    const outgoing = new Map<string, number>();
    const incoming = new Map<string, number>();
    for (const [s, t] of ORG_LINKS) {
      const counts = { sourceOutgoing: outgoing.get(s) ?? 0, targetIncoming: incoming.get(t) ?? 0 };
      const decision = connectionAllowed({ id: s, code: code.get(s)! }, { id: t, code: code.get(t)! }, counts, {
        elements: notation.elements.map((e) => ({ ...e, id: e.elementCode })),
      });
      expect([s, t, decision]).toEqual([s, t, { ok: true }]);
      outgoing.set(s, counts.sourceOutgoing + 1);
      incoming.set(t, counts.targetIncoming + 1);
    }
    const problems = notationProblems(
      { elements: notation.elements.map((e) => ({ ...e, id: e.elementCode })) },
      ORG_NODES.map(([id, , c]) => ({ id, code: c })),
      ORG_LINKS.map(([source, target]) => ({ source, target })),
    );
    expect(problems).toEqual([]);
  });

  it('forbids what the e2e tries: an employee connects to nothing, a post takes one superior', () => {
    const elements = notation.elements.map((e) => ({ ...e, id: e.elementCode }));
    expect(
      connectionAllowed(
        { id: 'Orlov', code: 'emp' },
        { id: 'Rector', code: 'head' },
        { sourceOutgoing: 0, targetIncoming: 0 },
        { elements },
      ),
    ).toEqual({ ok: false, reason: { kind: 'maxOutgoing', source: 'Сотрудник', limit: 0 } });
    expect(
      connectionAllowed(
        { id: 'DeanOffice', code: 'unit' },
        { id: 'Methodist', code: 'post' },
        { sourceOutgoing: 1, targetIncoming: 1 },
        { elements },
      ),
    ).toEqual({ ok: false, reason: { kind: 'maxIncoming', target: 'Должность', limit: 1 } });
  });
});
