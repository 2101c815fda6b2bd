import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS, PROP } from '@ontobench/core/common';
import { ensureUser } from '@ontobench/core/node';
import collaboration from '@ontobench/ext-collaboration/node';
import type { TagRef, TagView } from '../../extensions/collaboration/src/common/tags/api.ts';
import { ADMIN, ALICE, BOB, PASSWORD, startTestServer, tableCounts, type Client, type TestServer } from './harness.ts';

/**
 * Issue 21 item 6 (tags) on a real server. domain.md §3 Tag: "name, color, author, availableToRoles,
 * userRoles. A tag is shared when roles exist; it is visible to its author or to a holder of a role it is
 * available to." Administrators see all. The rule is the store's (the area's access policy), so the data
 * API's own reads of tags and of objects' tags obey it as the tags' calls do.
 */
const CAROL = 'carol@contract.test';
let t: TestServer;
let alice: Client;
let bob: Client;
let carol: Client;
let admin: Client;
let role = '';
let otherRole = '';

const json = async <T>(reply: Response | Promise<Response>, status = 200): Promise<T> => {
  const r = await reply;
  const text = await r.text();
  expect([r.status, text]).toEqual([status, expect.any(String)]);
  return (text ? JSON.parse(text) : null) as T;
};
const error = async (reply: Response | Promise<Response>, status: number) =>
  (await json<{ error?: string }>(reply, status)).error;
const list = (c: Client) => json<TagView[]>(c.request('GET', '/api/collaboration/tags'));
const names = async (c: Client) => (await list(c)).map((tag) => tag.name);
const create = (c: Client, body: unknown) => c.request('POST', '/api/collaboration/tags', body);
const edit = (c: Client, id: string, body: unknown) => c.request('PATCH', `/api/collaboration/tags/${id}`, body);
const set = (c: Client, data: unknown[]) => json(c.data({ act: 'set_data', data }));
/** The tags the data API itself gives for the class (what every list's tag filter reads). */
const storeTags = async (c: Client) => {
  const reply = await json<{ rows: { inst: string; val: unknown; prop?: string }[] }>(
    c.data({ act: 'get_data', class: CLASS.Tag, limit: 500 }),
  );
  return [...new Set(reply.rows.map((r) => r.inst))];
};
/** The tag ids on an object as the client reads them through get_data. */
const tagsOn = async (c: Client, cls: string, id: string) => {
  const reply = await json<{ rows: { inst: string; prop?: string; val: unknown }[] }>(
    c.data({ act: 'get_data', class: cls, filter: `[id] = '${id}'`, fields: [{ prop: PROP.tags }] }),
  );
  return reply.rows.filter((r) => r.prop === PROP.tags && r.val !== null).map((r) => String(r.val));
};

async function newTag(c: Client, name: string, extra: Record<string, unknown> = {}): Promise<TagView> {
  return json<TagView>(create(c, { name, color: '#0f6cbd', ...extra }));
}

beforeAll(async () => {
  t = await startTestServer([collaboration]);
  await ensureUser(t.temp.store, { email: CAROL, password: PASSWORD, fullName: 'Каролева Карина', isAdmin: false });
  [alice, bob, carol, admin] = await Promise.all([t.signIn(ALICE), t.signIn(BOB), t.signIn(CAROL), t.signIn(ADMIN)]);
  [role, otherRole] = [randomUUID(), randomUUID()];
  const membership = randomUUID();
  // Bob holds «Методисты» by an active membership an administrator granted; Carol holds no role.
  await set(admin, [
    { op: 'new', class: CLASS.Role, name: 'Методисты', inst: role },
    { op: 'new', class: CLASS.Role, name: 'Кураторы', inst: otherRole },
    { op: 'new', class: CLASS.Assignment, name: 'членство', inst: membership },
    { op: 'upd', inst: membership, prop: PROP.role, val: role },
    { op: 'upd', inst: membership, prop: PROP.user, val: bob.userId },
  ]);
});
afterAll(() => t?.close());

describe('create, rename, recolour (issue 21 item 6)', () => {
  it('creates a tag with name and colour; its author sees it and may edit it', async () => {
    const tag = await newTag(alice, '  Срочное  ');
    expect(tag).toMatchObject({
      name: 'Срочное',
      color: '#0f6cbd',
      availableToRoles: [],
      userRoles: [],
      canEdit: true,
    });
    expect(tag.author?.id).toBe(alice.userId);
    expect(await names(alice)).toContain('Срочное');
    const renamed = await json<TagView>(edit(alice, tag.id, { name: 'Очень срочное', color: '#C50F1F' }));
    expect([renamed.name, renamed.color]).toEqual(['Очень срочное', '#c50f1f']);
  });

  it.each([
    [{ name: '', color: '#0f6cbd' }, 'Укажите название тега'],
    [{ name: '   ', color: '#0f6cbd' }, 'Укажите название тега'],
    [{ name: 'x'.repeat(101), color: '#0f6cbd' }, 'Название тега длиннее 100 символов'],
    [{ name: 'Цвет', color: 'red' }, 'Цвет тега: ожидается цвет вида #rrggbb, например #0f6cbd'],
    [{ name: 'Цвет', color: '#12345' }, 'Цвет тега: ожидается цвет вида #rrggbb, например #0f6cbd'],
    [{ name: 'Цвет' }, 'Цвет тега: ожидается цвет вида #rrggbb, например #0f6cbd'],
    [{ name: 'Роли', color: '#0f6cbd', availableToRoles: 'all' }, expect.stringContaining('ожидается список')],
    [{ name: 'Роли', color: '#0f6cbd', availableToRoles: [randomUUID()] }, expect.stringMatching(/^Роль не найдена/)],
    [[], 'Ожидается объект JSON с полями name, color и availableToRoles'],
  ])('a bad create %j is a 400 with its reason and writes nothing', async (body, reason) => {
    const before = await tableCounts(t.temp);
    expect(await error(create(alice, body), 400)).toEqual(reason);
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('a bad edit is a 400 and changes nothing', async () => {
    const tag = await newTag(alice, 'Неизменный');
    const before = await tableCounts(t.temp);
    expect(await error(edit(alice, tag.id, { name: 'Новое', color: 'blue' }), 400)).toMatch(/^Цвет тега/);
    expect(await error(edit(alice, tag.id, { name: '' }), 400)).toBe('Укажите название тега');
    expect(await tableCounts(t.temp)).toEqual(before);
    expect((await list(alice)).find((x) => x.id === tag.id)?.name).toBe('Неизменный');
  });
});

describe('visibility: author, role holder, other user, administrator (domain.md §3 Tag)', () => {
  let shared: TagView;
  let own: TagView;
  beforeAll(async () => {
    own = await newTag(alice, 'Личный тег Алисы');
    shared = await newTag(alice, 'Для методистов', { availableToRoles: [role] });
  });

  it('a tag is shared when roles exist: its roles are named', () => {
    expect(shared.availableToRoles).toEqual([{ id: role, name: 'Методисты' }] satisfies TagRef[]);
  });

  it('the author sees both; a holder of the role sees the shared one only, with the role that brings it', async () => {
    expect(await names(alice)).toEqual(expect.arrayContaining([own.name, shared.name]));
    const bobs = await list(bob);
    expect(bobs.map((x) => x.name)).toContain(shared.name);
    expect(bobs.map((x) => x.name)).not.toContain(own.name);
    expect(bobs.find((x) => x.id === shared.id)).toMatchObject({
      userRoles: [{ id: role, name: 'Методисты' }],
      canEdit: false,
    });
  });

  it('another user sees neither, through the tags call or the data API (every list’s tag filter)', async () => {
    expect(await names(carol)).not.toEqual(expect.arrayContaining([own.name]));
    expect(await names(carol)).not.toContain(shared.name);
    const carols = await storeTags(carol);
    expect(carols).not.toContain(shared.id);
    expect(carols).not.toContain(own.id);
    expect(await storeTags(bob)).toContain(shared.id);
    expect(await storeTags(bob)).not.toContain(own.id);
  });

  it('an administrator sees all tags', async () => {
    expect(await names(admin)).toEqual(expect.arrayContaining([own.name, shared.name]));
    expect((await list(admin)).find((x) => x.id === shared.id)?.canEdit).toBe(true);
  });

  it('unsharing takes the tag away from the role holder; sharing again brings it back', async () => {
    await json(edit(alice, shared.id, { availableToRoles: [] }));
    expect(await names(bob)).not.toContain(shared.name);
    await json(edit(alice, shared.id, { availableToRoles: [role, otherRole] }));
    expect(await names(bob)).toContain(shared.name);
  });

  it('a membership that is not active brings nothing', async () => {
    const tag = await newTag(alice, 'Для кураторов', { availableToRoles: [otherRole] });
    const membership = randomUUID();
    await set(admin, [
      { op: 'new', class: CLASS.Assignment, name: 'членство', inst: membership },
      { op: 'upd', inst: membership, prop: PROP.role, val: otherRole },
      { op: 'upd', inst: membership, prop: PROP.user, val: carol.userId },
      { op: 'upd', inst: membership, prop: PROP.notActive, val: true },
    ]);
    expect(await names(carol)).not.toContain(tag.name);
    await set(admin, [{ op: 'upd', inst: membership, prop: PROP.notActive, val: false }]);
    expect(await names(carol)).toContain(tag.name);
    await set(admin, [{ op: 'del', inst: membership }]);
  });

  it('a role holder may not rename, share or delete; another user gets a 404 for an unseen tag', async () => {
    const before = await tableCounts(t.temp);
    expect(await error(edit(bob, shared.id, { name: 'Захвачено' }), 403)).toMatch(/только его автор/);
    expect(await error(bob.request('DELETE', `/api/collaboration/tags/${shared.id}`), 403)).toMatch(/только его автор/);
    expect(await error(edit(carol, shared.id, { name: 'Захвачено' }), 404)).toBe('Тег не найден');
    expect(await error(carol.request('DELETE', `/api/collaboration/tags/${own.id}`), 404)).toBe('Тег не найден');
    expect(await error(edit(alice, 'not-an-id', { name: 'x' }), 404)).toBe('Тег не найден');
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('the roles a tag may be shared with are listed to every user: the SDK’s one list, GET /api/roles', async () => {
    const { roles } = await json<{ roles: TagRef[] }>(carol.request('GET', '/api/roles'));
    expect(roles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: role, name: 'Методисты', notActive: false }),
        expect.objectContaining({ id: otherRole, name: 'Кураторы', notActive: false }),
      ]),
    );
  });
});

describe('tagging an object: write access to the object and the tag visible', () => {
  let cls = '';
  let doc = '';
  let mine: TagView;
  let shared: TagView;
  let hidden: TagView;
  const tagPath = (obj: string, tag: string) => `/api/collaboration/objects/${obj}/tags/${tag}`;
  beforeAll(async () => {
    [cls, doc] = [randomUUID(), randomUUID()];
    await set(alice, [
      { op: 'new', class: CLASS.Class, name: 'Заметка', inst: cls },
      { op: 'new', class: cls, name: 'Заметка Алисы', inst: doc },
    ]);
    mine = await newTag(alice, 'Тег на заметке');
    shared = await newTag(bob, 'Тег Бориса для методистов', { availableToRoles: [role] });
    hidden = await newTag(carol, 'Тег Карины');
  });

  it('the author of the object tags it with her tag and untags it', async () => {
    await json(alice.request('PUT', tagPath(doc, mine.id)), 204);
    await json(alice.request('PUT', tagPath(doc, mine.id)), 204);
    expect(await tagsOn(alice, cls, doc)).toEqual([mine.id]);
    await json(alice.request('DELETE', tagPath(doc, mine.id)), 204);
    expect(await tagsOn(alice, cls, doc)).toEqual([]);
    await json(alice.request('PUT', tagPath(doc, mine.id)), 204);
  });

  it('a tag the user does not see is a 404 and writes nothing; an object they may not change a 403 or 404', async () => {
    const before = await tableCounts(t.temp);
    expect(await error(alice.request('PUT', tagPath(doc, hidden.id)), 404)).toBe('Тег не найден');
    expect(await error(carol.request('PUT', tagPath(doc, hidden.id)), 404)).toBe('Объект не найден');
    expect(await error(alice.request('PUT', tagPath(randomUUID(), mine.id)), 404)).toBe('Объект не найден');
    expect(
      await error(
        alice.data({ act: 'set_data', data: [{ op: 'add', inst: doc, prop: PROP.tags, val: hidden.id }] }),
        400,
      ),
    ).toBeTruthy();
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('an object’s tags show each reader only the tags they see; their untagging leaves the others', async () => {
    // Bob reads and changes Alice's note by an assignment; he adds his shared tag.
    const assignment = randomUUID();
    await set(alice, [
      { op: 'new', class: CLASS.Assignment, name: 'editor', inst: assignment },
      { op: 'upd', inst: assignment, prop: PROP.obj, val: doc },
      { op: 'upd', inst: assignment, prop: PROP.user, val: bob.userId },
      { op: 'upd', inst: assignment, prop: PROP.roleCode, val: 'editor' },
    ]);
    await json(bob.request('PUT', tagPath(doc, shared.id)), 204);
    // Alice does not hold «Методисты»: Bob's tag is not hers to see, on her own note either.
    expect(await tagsOn(alice, cls, doc)).toEqual([mine.id]);
    expect(await tagsOn(bob, cls, doc)).toEqual([shared.id]);
    expect((await tagsOn(admin, cls, doc)).sort()).toEqual([mine.id, shared.id].sort());
    await json(bob.request('DELETE', tagPath(doc, shared.id)), 204);
    expect(await tagsOn(alice, cls, doc)).toEqual([mine.id]);
  });

  it('a raw write of the whole tag list, or "remove all", keeps the tags the writer never saw', async () => {
    await json(bob.request('PUT', tagPath(doc, shared.id)), 204);
    // Alice writes "her" list through the data API: Bob's tag, which she cannot see, stays.
    await set(alice, [{ op: 'upd', inst: doc, prop: PROP.tags, val: [] }]);
    expect(await tagsOn(alice, cls, doc)).toEqual([]);
    expect(await tagsOn(bob, cls, doc)).toEqual([shared.id]);
    await set(alice, [{ op: 'upd', inst: doc, prop: PROP.tags, val: [mine.id] }]);
    expect((await tagsOn(admin, cls, doc)).sort()).toEqual([mine.id, shared.id].sort());
    await set(alice, [{ op: 'rem', inst: doc, prop: PROP.tags }]);
    expect(await tagsOn(alice, cls, doc)).toEqual([]);
    expect(await tagsOn(bob, cls, doc)).toEqual([shared.id]);
    // An administrator sees every tag, so their list is the whole list.
    await set(admin, [{ op: 'upd', inst: doc, prop: PROP.tags, val: [mine.id] }]);
    expect(await tagsOn(bob, cls, doc)).toEqual([]);
    expect(await tagsOn(admin, cls, doc)).toEqual([mine.id]);
  });

  it('an object the user reads but may not change is a 403; one they may not read a 404; nothing written', async () => {
    // Life-cycle stages are reference data every user reads and only their author changes.
    const stage = randomUUID();
    await set(admin, [{ op: 'new', class: CLASS.LifeCycleStage, name: 'Стадия', inst: stage }]);
    const private_ = randomUUID();
    await set(admin, [{ op: 'new', class: cls, name: 'Чужая заметка', inst: private_ }]);
    const before = await tableCounts(t.temp);
    expect(await error(alice.request('PUT', tagPath(stage, mine.id)), 403)).toBe(
      'У вас нет прав менять теги этого объекта',
    );
    expect(await error(alice.request('PUT', tagPath(private_, mine.id)), 404)).toBe('Объект не найден');
    expect(await tableCounts(t.temp)).toEqual(before);
  });

  it('deleting a tag takes it off every object', async () => {
    await json(alice.request('DELETE', `/api/collaboration/tags/${mine.id}`), 204);
    expect(await tagsOn(alice, cls, doc)).toEqual([]);
    expect(await names(alice)).not.toContain(mine.name);
  });
});
