/**
 * DMN 1.3 XML of one decision table with a DRD shape, so dmn-js opens it in both views: the XML of a new
 * table (issue 17 item 6: "one input, one output, hit policy Unique, one empty rule"), of the demo table and
 * of the tests' tables.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface TableSpec {
  name: string;
  /** DMN's spelling; none: Unique (not written, DMN's default). */
  hitPolicy?: string;
  aggregation?: string;
  inputs: { label: string; expression: string; typeRef: string }[];
  outputs: { label: string; name: string; typeRef: string }[];
  /** Per rule: one unary test per input, then one expression per output (FEEL texts). */
  rules: string[][];
}

export function tableXml(spec: TableSpec): string {
  const title = escape(spec.name);
  const policy = spec.hitPolicy && spec.hitPolicy !== 'UNIQUE' ? ` hitPolicy="${escape(spec.hitPolicy)}"` : '';
  const aggregation = spec.aggregation ? ` aggregation="${escape(spec.aggregation)}"` : '';
  const inputs = spec.inputs.map(
    (input, i) => `      <input id="Input_${i + 1}" label="${escape(input.label)}">
        <inputExpression id="InputExpression_${i + 1}" typeRef="${escape(input.typeRef)}">
          <text>${escape(input.expression)}</text>
        </inputExpression>
      </input>`,
  );
  const outputs = spec.outputs.map(
    (output, i) =>
      `      <output id="Output_${i + 1}" label="${escape(output.label)}" name="${escape(output.name)}" typeRef="${escape(output.typeRef)}" />`,
  );
  const rules = spec.rules.map((cells, r) => {
    const entry = (tag: string, id: string, text: string) =>
      `        <${tag} id="${id}">\n          <text>${escape(text)}</text>\n        </${tag}>`;
    const ins = spec.inputs.map((_, i) => entry('inputEntry', `UnaryTests_${r + 1}_${i + 1}`, cells[i] ?? ''));
    const outs = spec.outputs.map((_, i) =>
      entry('outputEntry', `LiteralExpression_${r + 1}_${i + 1}`, cells[spec.inputs.length + i] ?? ''),
    );
    return `      <rule id="Rule_${r + 1}">\n${[...ins, ...outs].join('\n')}\n      </rule>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" xmlns:dmndi="https://www.omg.org/spec/DMN/20191111/DMNDI/" xmlns:dc="http://www.omg.org/spec/DMN/20180521/DC/" id="Definitions_1" name="${title}" namespace="https://ontobench.local/dmn">
  <decision id="Decision_1" name="${title}">
    <decisionTable id="DecisionTable_1"${policy}${aggregation}>
${[...inputs, ...outputs, ...rules].join('\n')}
    </decisionTable>
  </decision>
  <dmndi:DMNDI>
    <dmndi:DMNDiagram id="DMNDiagram_1">
      <dmndi:DMNShape id="DMNShape_1" dmnElementRef="Decision_1">
        <dc:Bounds height="80" width="180" x="160" y="100" />
      </dmndi:DMNShape>
    </dmndi:DMNDiagram>
  </dmndi:DMNDI>
</definitions>
`;
}

/** A new table: one input, one output (text), Unique, one empty rule. The column texts are Russian. */
export const newTableXml = (name: string): string =>
  tableXml({
    name,
    inputs: [{ label: 'Вход', expression: 'input', typeRef: 'string' }],
    outputs: [{ label: 'Результат', name: 'result', typeRef: 'string' }],
    rules: [['', '']],
  });
