import type { SaveSchedulerTask } from '../../common/scheduler/api.ts';

/**
 * The demo's scheduled tasks (issue 19 item 8: "two scheduled tasks"): a heartbeat every five minutes, whose
 * runs show the scheduler at work, and a daily semantic search (the analysis
 * area's demo search «Студенты по факультетам»; a name that is not there makes its runs end in an error that
 * says so).
 */
export const SCHEDULER_DEMO: readonly SaveSchedulerTask[] = [
  { name: 'Пульс планировщика', queue: 'heartbeat', cron: '*/5 * * * *', active: true, payload: 'демо' },
  {
    name: 'Ежедневный семантический поиск',
    queue: 'semanticSearch',
    cron: '0 6 * * *',
    active: true,
    payload: '{\n  "search": "Студенты по факультетам",\n  "limit": 50\n}',
  },
];
