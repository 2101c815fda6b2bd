/** Background jobs (docs/jobs.md): what the server tells a job's user while it runs. */

/** Realtime event: a job of the signed-in user made progress. Not in the spec; the spec's import notice stays. */
export const JOB_PROGRESS = 'JOB_PROGRESS';

/** How far a job is; `status` is a short code the browser translates (e.g. `parsing`, `writing`). */
export interface JobProgress {
  status: string;
  /** Units done and in all, when the job can count them. */
  done?: number;
  total?: number;
}

export interface JobProgressEvent extends JobProgress {
  jobId: string;
  /** The job's kind, e.g. `ontology.import`. */
  name: string;
}

/** What `GET /api/data/requests/:id/status` answers for a deferred request or a job (spec shell.md §4). */
export interface JobStatusReply {
  status: 'pending' | 'completed' | 'error';
  error?: string;
  progress?: JobProgress;
}
