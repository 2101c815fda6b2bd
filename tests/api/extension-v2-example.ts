// The worked example of docs/extensions.md ("Server extension API v2"), kept here so it compiles and
// its behaviour is tested (extension-v2.test.ts). Written only against the SDK, as a plugin would be.
import type { GetDataReply } from '@ontobench/sdk/common';
import { defineServerExtension, HttpError } from '@ontobench/sdk/node';

/** What the `count` job is given. */
interface CountInput {
  classId: string;
}

/** A message of the `tally/changes` channel. */
export interface TallyChange {
  classId: string;
  count: number;
}

const PAGE = 100;

export const tally = defineServerExtension({
  id: 'tally',
  version: '1.0.0',
  // The API path it answers, declared so no other extension can take it.
  apiPaths: ['tally/count'],
  async start(ctx) {
    // Browsers subscribe with Services.Realtime.subscribe('tally/changes', handler).
    const changes = ctx.channel<TallyChange>('changes');
    // After every commit (never a rollback): how many instances of each class were written.
    ctx.events.onCommitted((event) => {
      const byClass = new Map<string, number>();
      for (const change of event.changes) byClass.set(change.classId, (byClass.get(change.classId) ?? 0) + 1);
      for (const [classId, count] of byClass) changes.publish({ classId, count });
    });

    // A durable job (pg-boss): any server process may run it; each progress report reaches the
    // user's browser as JOB_PROGRESS (Services.Realtime.jobProgress(jobId, handler)).
    await ctx.jobs.define<CountInput>('count', async (job) => {
      if (!job.user) throw new HttpError(400, 'count runs for a user');
      let total = 0;
      for (let offset = 0; offset === 0 || offset < total; offset += PAGE) {
        const reply = (await ctx.data.run(job.user, {
          act: 'get_data',
          class: job.data.classId,
          limit: PAGE,
          offset,
        })) as GetDataReply;
        total = reply.count_rows;
        await job.progress({ status: 'counting', done: Math.min(offset + PAGE, total), total });
      }
      ctx.log.info({ classId: job.data.classId, total }, 'counted');
      return { count: total };
    });

    // POST /api/tally/count { classId } → { requestId }: the user polls it like any deferred request.
    ctx.route('POST', 'tally/count', async (request) => {
      const user = await request.user();
      const classId = (request.body as { classId?: unknown } | undefined)?.classId;
      if (typeof classId !== 'string' || classId === '') throw new HttpError(400, 'classId is required');
      return { requestId: await ctx.jobs.enqueue<CountInput>('count', { classId }, { user }) };
    });
  },
});
