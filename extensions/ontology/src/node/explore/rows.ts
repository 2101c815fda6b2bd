import type { GetDataReply } from '@ontobench/sdk/common';

const NOTHING: GetDataReply = { rows: [], count_rows: 0 };

/**
 * get_data on a class (and properties) this code found in SQL or through a reference, not one the viewer
 * chose. Another user's private class or property is, for the viewer, unknown: get_data answers 400,
 * exactly as for an id that does not exist (no existence leak). Here that means nothing to show. The
 * request is built by this code and well-formed, so a 400 can only say that.
 */
export async function readIfKnown(run: () => Promise<unknown>): Promise<GetDataReply> {
  try {
    return (await run()) as GetDataReply;
  } catch (error) {
    if ((error as { statusCode?: unknown } | null)?.statusCode === 400) return NOTHING;
    throw error;
  }
}
