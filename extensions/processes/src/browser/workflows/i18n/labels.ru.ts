/** The workflows part's labels (namespace `processes`, key `workflows`): menu entries, route titles, kinds, the counter. */
export const labels = {
  menu: 'Бизнес-процессы',
  instancesMenu: 'Экземпляры процессов',
  tasksMenu: 'Задачи',
  title: 'Бизнес-процессы',
  workflowTitle: 'Бизнес-процесс',
  instancesTitle: 'Экземпляры процессов',
  instanceTitle: 'Экземпляр процесса',
  tasksTitle: 'Задачи',
  quickLaunch: 'Бизнес-процесс',
  quickLaunchInstance: 'Экземпляр процесса',
  recent: 'Бизнес-процесс',
  recentInstance: 'Экземпляр процесса',
  approvals: 'Согласования: {{count}}',
  approvalsNone: 'Согласования: нет задач',
  approvalsFailed: 'Не удалось узнать число согласований',
  startOnObject: 'Запустить процесс',
};
