import { HttpError, objectBody, type ServerExtensionContext, type UserListQuery } from '@ontobench/sdk/node';
import { USERS_API, USERS_PAGE_SIZE } from '../../common/users/api.ts';
import { optionalDate, optionalFlag, optionalText } from '../checks.ts';

/**
 * The users part (issue 21 item 1): list with search and paging, create, change flags, app, route
 * lists, licence date and suspension, set a password. Everything through `ctx.users`, which keeps the
 * accounts in the core (their credentials are the core's) and checks the administrator itself.
 */
export function registerUsers(ctx: ServerExtensionContext): void {
  const admin = { adminOnly: true };

  ctx.route(
    'GET',
    USERS_API.users,
    async (request) => ctx.users.list(await request.user(), listQuery(request.query)),
    admin,
  );

  ctx.route(
    'POST',
    USERS_API.users,
    async (request) => {
      const body = objectBody(request.body);
      const text = (field: string) => optionalText(body, field, 254) ?? '';
      const password = body.password;
      if (typeof password !== 'string') throw new HttpError(400, 'Поле «password» должно быть строкой');
      return ctx.users.create(await request.user(), {
        name: text('name'),
        email: text('email'),
        password,
        app: optionalText(body, 'app', 50) || undefined,
        isAdmin: optionalFlag(body, 'isAdmin') ?? false,
        isBetaTester: optionalFlag(body, 'isBetaTester') ?? false,
      });
    },
    admin,
  );

  ctx.route(
    'GET',
    USERS_API.user(':id'),
    async (request) => ctx.users.get(await request.user(), request.params.id ?? ''),
    admin,
  );

  ctx.route(
    'PATCH',
    USERS_API.user(':id'),
    async (request) => {
      const body = objectBody(request.body);
      const known = new Set([
        'isAdmin',
        'isBetaTester',
        'app',
        'accessSuspended',
        'licenseExpirationDate',
        'disabledRoutes',
        'enabledRoutes',
        'hiddenComponents',
      ]);
      const unknown = Object.keys(body).find((key) => !known.has(key));
      if (unknown) throw new HttpError(400, `Поле «${unknown}» не меняется здесь`);
      const licenseExpirationDate = optionalDate(body, 'licenseExpirationDate');
      return ctx.users.update(await request.user(), request.params.id ?? '', {
        ...body,
        ...(licenseExpirationDate !== undefined ? { licenseExpirationDate } : {}),
      });
    },
    admin,
  );

  ctx.route(
    'POST',
    USERS_API.password(':id'),
    async (request) => {
      const password = objectBody(request.body).password;
      if (typeof password !== 'string') throw new HttpError(400, 'Поле «password» должно быть строкой');
      await ctx.users.setPassword(await request.user(), request.params.id ?? '', password);
    },
    admin,
  );
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?search=&deletionRequested=true&offset=&limit=`, checked: a 400 in Russian for anything else. */
function listQuery(query: Readonly<Record<string, string | string[] | undefined>>): UserListQuery {
  const number = (key: string, fallback: number) => {
    const raw = one(query[key]);
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) throw new HttpError(400, `Параметр «${key}» должен быть целым числом не меньше нуля`);
    return Number(raw);
  };
  const deletion = one(query.deletionRequested);
  if (deletion !== undefined && deletion !== 'true' && deletion !== 'false')
    throw new HttpError(400, 'Параметр «deletionRequested» должен быть true или false');
  return {
    search: one(query.search) ?? '',
    deletionRequested: deletion === 'true',
    offset: number('offset', 0),
    limit: number('limit', USERS_PAGE_SIZE),
  };
}
