import { at, signedIn, unknownId, type Probe } from './security-expect.ts';

/**
 * The education area's profiles analysis (issue 20 item 6) in the endpoint matrix: everyone signed in gets
 * the flows they may analyse (none for most actors of the matrix); a flow they may not analyse, or one that
 * does not exist, is a 404; a malformed id a 400.
 */
export const EDU_ANALYSIS_ENDPOINTS: Record<string, Probe[]> = {
  'GET /api/edu/analysis-students': [
    { path: at('/api/edu/analysis-students'), expect: signedIn(200) },
    { label: 'an unknown flow', path: at(`/api/edu/analysis-students?flow_id=${unknownId}`), expect: signedIn(404) },
    { label: 'a malformed flow id', path: at('/api/edu/analysis-students?flow_id=x'), expect: signedIn(400) },
  ],
};
