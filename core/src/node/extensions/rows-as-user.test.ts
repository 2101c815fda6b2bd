import { describe, expect, it } from 'vitest';
import type { DataRequest } from '../../common/data-api.ts';
import { objectBody, readRowById, writeAsUser } from './rows-as-user.ts';

const refusal = (code: string) => Object.assign(new Error(code), { refusal: { code } });

describe('reads and writes as a user (the SDK helpers every area used to write again)', () => {
  it('a malformed id is the same 404 as an unreadable one, and asks the store nothing', async () => {
    const asked: DataRequest[] = [];
    const data = async (request: DataRequest) => {
      asked.push(request);
      return { rows: [], total: 0 };
    };
    await expect(readRowById(data, 'c', ['p'], 'not-an-id', 'Нет такого')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Нет такого',
    });
    expect(asked).toEqual([]);
    await expect(
      readRowById(data, 'c', ['p'], '0D0C0000-0000-4000-8000-000000000001', 'Нет такого'),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(asked[0]).toMatchObject({
      act: 'get_data',
      class: 'c',
      filter: "[id] = '0d0c0000-0000-4000-8000-000000000001'",
    });
  });

  it("the store's refusals are said in the area's words; any other refusal stands", async () => {
    const words = { forbidden: 'Нельзя', missing: 'Нет' };
    const failing = (error: Error) => async () => Promise.reject(error);
    await expect(writeAsUser(failing(refusal('access.denied')), [], words)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Нельзя',
    });
    await expect(writeAsUser(failing(refusal('object.notFound')), [], words)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Нет',
    });
    const other = refusal('type.integer');
    await expect(writeAsUser(failing(other), [], words)).rejects.toBe(other);
  });

  it('a body that is not a JSON object is a 400 in Russian', () => {
    for (const body of [undefined, null, 'text', 1, [1]])
      expect(() => objectBody(body)).toThrow(
        expect.objectContaining({ statusCode: 400, message: 'Тело запроса должно быть объектом JSON' }),
      );
    expect(objectBody({ name: 'a' })).toEqual({ name: 'a' });
  });
});
