/**
 * The demo's decision table (issue 19 item 8): the document-review process (a diagram of the diagrams
 * area's demo, extensions/diagrams/src/node/demo/review-process.ts) asks it about escalation by its system
 * name.
 */
/** The decision table the review asks: escalate a document of more than 20 pages to the head. */
export const REVIEW_DMN = { name: 'Эскалация согласования', systemName: 'document-review-escalation' } as const;

export const REVIEW_DMN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="review-escalation" name="${REVIEW_DMN.name}" namespace="http://ontobench.dev/demo">
  <decision id="escalation" name="${REVIEW_DMN.name}">
    <decisionTable id="escalation-table" hitPolicy="UNIQUE">
      <input id="in-pages" label="Страниц"><inputExpression id="in-pages-expr" typeRef="integer"><text>pages</text></inputExpression></input>
      <output id="out-escalate" label="Эскалация" name="escalate" typeRef="boolean"/>
      <rule id="r1"><inputEntry id="r1-i"><text>&gt; 20</text></inputEntry><outputEntry id="r1-o"><text>true</text></outputEntry></rule>
      <rule id="r2"><inputEntry id="r2-i"><text>&lt;= 20</text></inputEntry><outputEntry id="r2-o"><text>false</text></outputEntry></rule>
    </decisionTable>
  </decision>
</definitions>`;
