import type { DataRequest } from '../../common/data-api.ts';
import type { UserContext } from '../auth/user-context.ts';
import type { ExtensionData } from './extension-data.ts';

/** Runs one get_data request; any other act is refused. */
export type DataReader = (request: DataRequest) => Promise<unknown>;

/** Who the unrestricted reader reads as: no real user (the nil-like id owns nothing). */
const UNRESTRICTED: UserContext = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'unrestricted reader',
  email: '',
  isAdmin: true,
  isBetaTester: false,
  app: 'onto',
};

/**
 * get_data with an administrator's reading rights, for the answers an extension gives after it made its
 * own access decision: a public page (the object was checked to be public), the comments of a document
 * the user was checked to read. Hand its results out only for what that decision covers; it never
 * writes (set_data and get_form are refused).
 */
export function unrestrictedReader(data: ExtensionData): DataReader {
  return async (request) => {
    if (request.act !== 'get_data') throw new Error(`The unrestricted reader does not ${request.act}`);
    return data.run(UNRESTRICTED, request);
  };
}
