import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CLASS, PROP } from '../../core/src/common/ontology/system-ontology.ts';
import { ONTO_CLASS, ONTO_PROP } from '../../extensions/ontology/src/common/schema.ts';
import { DOC_CLASS, DOC_PROP } from '../../extensions/documents/src/common/schema.ts';
import { SDOC_CLASS } from '../../extensions/structured-documents/src/common/classes.ts';
import { dataCall } from './fixtures.ts';

/**
 * The stored-XSS corpus (issue 11, standing guards) and the data it is stored in. Every payload that
 * ever ran would set `window.__xss` or open a dialog; the spec traps both. The marker starts every
 * name, so a page can be asked to show it as text.
 */
export const PAYLOADS = [
  `<img src=x onerror="window.__xss='img'">`,
  `<script>window.__xss='script'</script>`,
  `"><svg onload="window.__xss='svg'">`,
  `javascript:window.__xss='js-url'`,
  `[ссылка](javascript:window.__xss='md-link') **жирный** <iframe src="javascript:window.__xss='iframe'"></iframe>`,
  `<a href="javascript:alert('a')">a</a><details open ontoggle="alert('toggle')">d</details>`,
  `{{constructor.constructor('window.__xss=1')()}} \${alert(1)}`,
  `\u202Eгнорп\u200F\u0007 <b onmouseover="alert('rtl')">rtl</b>`,
  `<style>@import 'javascript:alert(1)';</style><math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')>`,
];
/** Names are at most 2,000 characters; a long one must not break a page's layout or its escaping. */
export const LONG = 'Щ'.repeat(1800);

export interface XssWorld {
  mark: string;
  ids: Record<
    | 'onto'
    | 'cls'
    | 'oprop'
    | 'dprop'
    | 'ind'
    | 'ind2'
    | 'tag'
    | 'stage'
    | 'workspace'
    | 'item'
    | 'triplet'
    | 'scenario'
    | 'matching'
    | 'doc'
    | 'publication'
    | 'sdoc'
    | 'sdocSection'
    | 'sdocParagraph'
    | 'sdocPub'
    | 'sdocPub2'
    | 'sdocClass',
    string
  >;
}

/** The user's objects (every kind the ontology area shows), each name and text field a payload. */
export async function storeCorpus(
  request: APIRequestContext,
  userToken: string,
  adminToken: string,
): Promise<XssWorld> {
  const mark = `XSS${randomUUID().slice(0, 6)}`;
  const ids = Object.fromEntries(
    [
      'onto',
      'cls',
      'oprop',
      'dprop',
      'ind',
      'ind2',
      'tag',
      'stage',
      'workspace',
      'item',
      'triplet',
      'scenario',
      'matching',
      'doc',
      'publication',
      'sdoc',
      'sdocSection',
      'sdocParagraph',
    ].map((k) => [k, randomUUID()]),
  ) as XssWorld['ids'];
  const P = PAYLOADS;
  const name = (what: string, payload: string) => `${mark} ${what} ${payload}`;
  // An administrator defines the life-cycle stages; everyone sets them on their own objects.
  await dataCall(request, adminToken, {
    act: 'set_data',
    data: [{ op: 'new', class: CLASS.LifeCycleStage, name: name('стадия', P[2]!), inst: ids.stage }],
  });
  const member = (inst: string) => ({ op: 'add', inst, prop: ONTO_PROP.ontology, val: ids.onto });
  await dataCall(request, userToken, {
    act: 'set_data',
    data: [
      { op: 'new', class: ONTO_CLASS.Ontology, name: name('онтология', P[0]!), inst: ids.onto },
      { op: 'upd', inst: ids.onto, prop: PROP.description, val: P[4] },
      { op: 'upd', inst: ids.onto, prop: PROP.isPublic, val: true },
      { op: 'new', class: CLASS.Tag, name: name('метка', P[0]!), inst: ids.tag },
      { op: 'new', class: CLASS.Class, name: name('класс', P[1]!), inst: ids.cls },
      { op: 'upd', inst: ids.cls, prop: PROP.description, val: `${P[5]} ${P[4]}` },
      { op: 'upd', inst: ids.cls, prop: ONTO_PROP.synonym, val: [name('синоним', P[2]!), P[3]] },
      { op: 'upd', inst: ids.cls, prop: ONTO_PROP.label, val: [`${P[6]}@ru`] },
      { op: 'upd', inst: ids.cls, prop: PROP.tags, val: [ids.tag] },
      { op: 'upd', inst: ids.cls, prop: PROP.lifeCycleStage, val: ids.stage },
      { op: 'upd', inst: ids.cls, prop: PROP.code, val: P[3] },
      member(ids.cls),
      { op: 'new', class: CLASS.ObjectProperty, name: name('свойство', P[2]!), inst: ids.oprop },
      { op: 'upd', inst: ids.oprop, prop: PROP.domain, val: [ids.cls] },
      { op: 'upd', inst: ids.oprop, prop: PROP.range, val: [ids.cls] },
      { op: 'upd', inst: ids.oprop, prop: PROP.description, val: P[7] },
      member(ids.oprop),
      { op: 'new', class: CLASS.DataProperty, name: name('скаляр', P[3]!), inst: ids.dprop },
      { op: 'upd', inst: ids.dprop, prop: PROP.baseType, val: 'string' },
      { op: 'upd', inst: ids.dprop, prop: PROP.domain, val: [ids.cls] },
      member(ids.dprop),
      { op: 'new', class: ids.cls, name: name('экземпляр', P[0]!), inst: ids.ind },
      { op: 'upd', inst: ids.ind, prop: ids.dprop, val: `${P[1]} ${P[8]}` },
      { op: 'upd', inst: ids.ind, prop: PROP.description, val: P[4] },
      member(ids.ind),
      { op: 'new', class: ids.cls, name: name('второй', `${P[7]} ${LONG}`), inst: ids.ind2 },
      { op: 'upd', inst: ids.ind2, prop: PROP.description, val: LONG.repeat(5) },
      member(ids.ind2),
      { op: 'add', inst: ids.ind, prop: ids.oprop, val: ids.ind2 },
      { op: 'new', class: ONTO_CLASS.Workspace, name: name('пространство', P[1]!), inst: ids.workspace },
      { op: 'new', class: ONTO_CLASS.WorkspaceItem, name: name('элемент', P[5]!), inst: ids.item },
      { op: 'upd', inst: ids.item, prop: ONTO_PROP.workspace, val: ids.workspace },
      { op: 'upd', inst: ids.item, prop: ONTO_PROP.item, val: ids.cls },
      { op: 'new', class: ONTO_CLASS.Triplet, name: name('триплет', P[0]!), inst: ids.triplet },
      { op: 'upd', inst: ids.triplet, prop: ONTO_PROP.map, val: ids.onto },
      { op: 'new', class: ONTO_CLASS.Scenario, name: name('сценарий', P[2]!), inst: ids.scenario },
      { op: 'upd', inst: ids.scenario, prop: ONTO_PROP.map, val: ids.onto },
      { op: 'new', class: ONTO_CLASS.Matching, name: name('сопоставление', P[1]!), inst: ids.matching },
      { op: 'upd', inst: ids.matching, prop: ONTO_PROP.matchSource, val: ids.cls },
      { op: 'upd', inst: ids.matching, prop: ONTO_PROP.matchTarget, val: ids.oprop },
      // A document (issue 15): payloads in its name, fields and content (as text, in a link, an image).
      { op: 'new', class: DOC_CLASS.Document, name: name('документ', P[0]!), inst: ids.doc },
      { op: 'upd', inst: ids.doc, prop: DOC_PROP.annotation, val: P[4] },
      { op: 'upd', inst: ids.doc, prop: DOC_PROP.status, val: P[1] },
      { op: 'upd', inst: ids.doc, prop: DOC_PROP.statusColor, val: `red;background:url("javascript:alert(1)")` },
      { op: 'upd', inst: ids.doc, prop: PROP.code, val: P[2] },
      { op: 'add', inst: ids.doc, prop: DOC_PROP.content, val: JSON.stringify(documentCorpus(mark)) },
      { op: 'new', class: DOC_CLASS.Publication, name: name('публикация', P[2]!), inst: ids.publication },
      { op: 'upd', inst: ids.publication, prop: PROP.isPublic, val: true },
      // A structured document (issue 16): payloads in its name and in its elements' titles and content.
      { op: 'new', class: SDOC_CLASS.StructuredDocument, name: name('структура', P[3]!), inst: ids.sdoc },
    ],
  });
  const elements = await request.post('/api/document/save', {
    headers: { authorization: `Bearer ${userToken}` },
    data: {
      documentId: ids.sdoc,
      updateId: randomUUID(),
      tabSessionId: 'xss-corpus',
      baseVersion: 0,
      diff: [
        {
          op: 'insert',
          id: ids.sdocSection,
          kind: 'section',
          container: ids.sdoc,
          after: null,
          fields: { title: `${mark} ${P[0]}` },
        },
        {
          op: 'insert',
          id: ids.sdocParagraph,
          kind: 'paragraph',
          container: ids.sdocSection,
          after: null,
          fields: { title: P[5], content: `${P[1]} ${P[4]}` },
        },
      ],
    },
  });
  if (!elements.ok()) throw new Error(`the corpus structured document: ${elements.status()} ${await elements.text()}`);
  // Two publications (the compare page) named with payloads; the first public (its public page).
  for (const [key, isPublic, payload] of [
    ['sdocPub', true, P[6]!],
    ['sdocPub2', false, P[2]!],
  ] as const) {
    const published = await request.post(`/api/structured-documents/${ids.sdoc}/publications`, {
      headers: { authorization: `Bearer ${userToken}` },
      data: { name: name('публикация', payload), isPublic },
    });
    if (!published.ok()) throw new Error(`a corpus publication: ${published.status()} ${await published.text()}`);
    ids[key] = ((await published.json()) as { id: string }).id;
  }
  // A structured-document class (the administrators' builder lists it).
  const documentClass = await request.post('/api/structured-documents/classes', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { name: name('класс документов', P[5]!), offeredKinds: [] },
  });
  if (!documentClass.ok())
    throw new Error(`the corpus document class: ${documentClass.status()} ${await documentClass.text()}`);
  ids.sdocClass = ((await documentClass.json()) as { id: string }).id;
  // Public: its public page shows it to a visitor (the server copies the content it reads).
  const publish = await request.put(`/api/documents/${ids.doc}/public`, {
    headers: { authorization: `Bearer ${userToken}` },
    data: { isPublic: true },
  });
  if (!publish.ok()) throw new Error(`making the corpus document public: ${publish.status()} ${await publish.text()}`);
  return { mark, ids };
}

/** A document's content with every payload as text, a `javascript:` link, an image with `onerror`, attributes. */
function documentCorpus(mark: string) {
  const text = (t: string, marks?: object[]) => ({ type: 'text', text: t, ...(marks ? { marks } : {}) });
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 1, onclick: "window.__xss='attr'" }, content: [text(`${mark} глава`)] },
      ...PAYLOADS.map((p) => ({ type: 'paragraph', content: [text(p)] })),
      {
        type: 'paragraph',
        content: [text('ссылка', [{ type: 'link', attrs: { href: "javascript:window.__xss='link'" } }])],
      },
      { type: 'image', attrs: { src: 'x', onerror: "window.__xss='img'" } },
      { type: 'image', attrs: { src: "data:text/html,<script>window.__xss='data'</script>" } },
      { type: 'iframe', attrs: { src: "javascript:window.__xss='iframe'" } },
    ],
  };
}

/** A plugin bundle whose header (name shown on the plugins screen) carries a payload. */
export function pluginBundle(mark: string): { code: string; id: string } {
  const id = `xss-${mark.toLowerCase()}`;
  const header = { id, version: '1.0.0', name: `${mark} ${PAYLOADS[0]}`, sdk: '^2.0.0', type: 'generic' };
  const body = `import { defineExtension } from '@ontobench/sdk';\nexport default defineExtension({ id: '${id}', version: '1.0.0', contributes: {} });`;
  return { code: `/*! @ontobench/plugin ${JSON.stringify(header)} */\n${body}\n`, id };
}
