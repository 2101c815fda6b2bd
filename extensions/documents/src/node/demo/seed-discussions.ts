import { randomUUID } from 'node:crypto';
import { CLASS, PROP, type SetDataOperation } from '@ontobench/sdk/common';
import { unrestrictedReader, type SeedContext, type UserContext } from '@ontobench/sdk/node';
import { DOC_CLASS, DOC_PROP } from '../../common/schema.ts';
import { publishDocument } from '../publications/publish.ts';
import { readInstances, texts } from '../read/instances.ts';
import { parseContent } from '../../common/content-pieces.ts';

/**
 * The demo's discussions (issue 15 item 7): on the first demo document a thread of comments (one on a
 * text range, a reply, one completed); a public publication of the first two documents, the second
 * nested under the first; and a user manual for `/docs` opening the first document. `documentIds`: the
 * demo documents (the content part's `DEMO_DOCUMENTS`), at least one; the seed hook wires it in.
 */
export async function seedDiscussionsDemo(ctx: SeedContext, documentIds: readonly string[]): Promise<void> {
  const [main, second] = documentIds;
  if (!main) return;
  await seedComments(ctx, main);
  await seedPublication(ctx, main, second);
  await seedManual(ctx, main);
}

/**
 * A range over the first words of the document's first paragraph, if it starts with text: inside the
 * first top-level block, text begins at position 1 (ProseMirror counts the block's opening).
 */
async function firstWords(ctx: SeedContext, documentId: string) {
  const [document] = await readInstances(unrestrictedReader(ctx.data), {
    class: DOC_CLASS.Document,
    filter: `[id] = '${documentId}'`,
    fields: [{ prop: DOC_PROP.content }],
  });
  const text = document && parseContent(texts(document, DOC_PROP.content))?.content?.[0]?.content?.[0]?.text;
  const quote = (text ?? '').split(/\s+/).slice(0, 3).join(' ');
  return quote ? { from: 1, to: 1 + quote.length, quote } : null;
}

async function seedComments(ctx: SeedContext, documentId: string): Promise<void> {
  const [onRange, reply, done] = [randomUUID(), randomUUID(), randomUUID()];
  const range = await firstWords(ctx, documentId);
  const comment = (inst: string, text: string, extra: SetDataOperation[] = []): SetDataOperation[] => [
    { op: 'new', class: DOC_CLASS.Comment, name: text.slice(0, 100), inst },
    { op: 'upd', inst, prop: DOC_PROP.commentText, val: text },
    { op: 'upd', inst, prop: DOC_PROP.commentObject, val: documentId },
    { op: 'upd', inst, prop: DOC_PROP.commentCompleted, val: false },
    ...extra,
  ];
  await ctx.data.run(ctx.user, {
    act: 'set_data',
    data: [
      ...comment(
        onRange,
        'Стоит пояснить этот термин ссылкой на онтологию.',
        range ? [{ op: 'upd', inst: onRange, prop: DOC_PROP.documentRange, val: JSON.stringify(range) }] : [],
      ),
      ...comment(reply, 'Согласен, добавлю ссылку на класс.', [
        { op: 'upd', inst: reply, prop: DOC_PROP.commentParent, val: onRange },
      ]),
      ...comment(done, 'Опечатка во втором абзаце исправлена.', [
        { op: 'upd', inst: done, prop: DOC_PROP.commentCompleted, val: true },
      ]),
    ],
  });
}

async function seedPublication(ctx: SeedContext, main: string, second: string | undefined): Promise<void> {
  const publication = randomUUID();
  await ctx.data.run(ctx.user, {
    act: 'set_data',
    data: [
      { op: 'new', class: DOC_CLASS.Publication, name: 'Учебные материалы', inst: publication },
      { op: 'upd', inst: publication, prop: PROP.code, val: 'PUB-1' },
      { op: 'upd', inst: publication, prop: DOC_PROP.annotation, val: 'Открытый сборник документов демонстрации.' },
      { op: 'upd', inst: publication, prop: PROP.isPublic, val: true },
    ],
  });
  const root = await publishDocument(ctx.data, ctx.user, publication, { documentId: main });
  if (second) await publishDocument(ctx.data, ctx.user, publication, { documentId: second, parentId: root.linkId });
}

/** A manual is an administrator's object (the class's policy): it is written as the demo administrator. */
async function seedManual(ctx: SeedContext, documentId: string): Promise<void> {
  const [admin] = await readInstances(unrestrictedReader(ctx.data), {
    class: CLASS.User,
    filter: `[${PROP.isAdmin}] = true`,
    fields: [],
    limit: 1,
  });
  if (!admin) {
    ctx.log.warn('documents demo: no administrator, so no user manual');
    return;
  }
  const asAdmin: UserContext = {
    id: admin.id,
    name: admin.name,
    email: '',
    isAdmin: true,
    isBetaTester: false,
    app: 'onto',
  };
  const inst = randomUUID();
  await ctx.data.run(asAdmin, {
    act: 'set_data',
    data: [
      { op: 'new', class: DOC_CLASS.UserManual, name: 'Работа с документами', inst },
      { op: 'upd', inst, prop: DOC_PROP.manualDocument, val: documentId },
      { op: 'upd', inst, prop: PROP.description, val: 'Список документов, редактор и комментарии' },
      { op: 'upd', inst, prop: DOC_PROP.manualUrl, val: '/docs' },
      { op: 'upd', inst, prop: DOC_PROP.manualExactLink, val: false },
    ],
  });
}
