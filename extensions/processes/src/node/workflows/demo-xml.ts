/**
 * The demo's documents (issue 19 item 8): the document-review process and the decision table it asks about
 * escalation. Written by hand, as the diagrams area's executable export writes them.
 */
const flow = (id: string, from: string, to: string, when?: string) =>
  when
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${${when}}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

/** The decision table the review asks: escalate a document of more than 20 pages to the head. */
export const REVIEW_DMN = { name: 'Эскалация согласования', systemName: 'document-review-escalation' } as const;

/**
 * Document review: the author submits, the reviewer approves, rejects or asks for corrections (the author
 * corrects and it goes back to review); an approved document goes to the decision table, which decides
 * whether the head must approve it too.
 */
export const REVIEW_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="document-review-definitions" targetNamespace="http://ontobench.dev/demo">
<bpmn:process id="document-review" name="Согласование документа" isExecutable="true">
<bpmn:startEvent id="submitted" name="Документ отправлен"/>
${flow('f1', 'submitted', 'review')}
<bpmn:userTask id="review" name="Рецензирование документа" camunda:assignee="\${initiator}"/>
${flow('f2', 'review', 'decision')}
<bpmn:exclusiveGateway id="decision" name="Решение рецензента" default="f5"/>
${flow('f3', 'decision', 'escalation', 'result = "approve"')}
${flow('f4', 'decision', 'correct', 'result = "correctingNeeded"')}
${flow('f5', 'decision', 'rejected')}
<bpmn:userTask id="correct" name="Доработка документа" camunda:assignee="\${initiator}"/>
${flow('f6', 'correct', 'review')}
<bpmn:serviceTask id="escalation" name="Нужна ли эскалация" implementation="dmn.evaluate" camunda:payload='{"table":"${REVIEW_DMN.systemName}","inputs":{"pages":"\${pages}"}}' camunda:resultVariable="escalation"/>
${flow('f7', 'escalation', 'escalate')}
<bpmn:exclusiveGateway id="escalate" name="Эскалация?" default="f9"/>
${flow('f8', 'escalate', 'head', 'escalation.outputs[1].escalate = true')}
${flow('f9', 'escalate', 'approved')}
<bpmn:userTask id="head" name="Согласование руководителем" camunda:assignee="\${initiator}"/>
${flow('f10', 'head', 'approved')}
<bpmn:endEvent id="approved" name="Документ согласован"/>
<bpmn:endEvent id="rejected" name="Документ отклонён"/>
</bpmn:process>
</bpmn:definitions>`;

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
