import type { labels as ru } from './labels.ru.ts';

/** The workflows part's labels in English. */
export const labels: typeof ru = {
  menu: 'Workflows',
  instancesMenu: 'Workflow instances',
  tasksMenu: 'Tasks',
  title: 'Workflows',
  workflowTitle: 'Workflow',
  instancesTitle: 'Workflow instances',
  instanceTitle: 'Workflow instance',
  tasksTitle: 'Tasks',
  quickLaunch: 'Workflow',
  quickLaunchInstance: 'Workflow instance',
  recent: 'Workflow',
  recentInstance: 'Workflow instance',
  approvals: 'Approvals: {{count}}',
  approvalsNone: 'Approvals: no tasks',
  approvalsFailed: 'Could not count the approvals',
  startOnObject: 'Start a workflow',
};
