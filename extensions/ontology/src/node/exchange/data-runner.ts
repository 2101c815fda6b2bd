import type { UserData } from '@ontobench/sdk/node';
import type { GetDataReply, GetDataRequest, SetDataReply, SetDataRequest } from '@ontobench/sdk/common';

/**
 * The data API bound to one user (`ctx.data.run(user, …)`): the exchange code reads and writes only
 * through it, so the access rules of the store hold for import, export, state and diff alike.
 */
export type DataRunner = UserData;

export const getData = async (run: DataRunner, request: Omit<GetDataRequest, 'act'>): Promise<GetDataReply> =>
  (await run({ act: 'get_data', ...request })) as GetDataReply;

export const setData = async (run: DataRunner, data: SetDataRequest['data']): Promise<SetDataReply> =>
  (await run({ act: 'set_data', data })) as SetDataReply;
