import { objectOfPage, type ContributionPart, type ExtensionContext } from '@ontobench/sdk';
import { PROCESSES_CLASS } from '../../common/classes.ts';
import { processesPath } from '../../common/routes.ts';

/** The recent-link types and quick-launch kinds of a workflow and of a workflow instance. */
export const WORKFLOW_LINK_TYPE = 'workflow';
export const INSTANCE_LINK_TYPE = 'workflowInstance';

/**
 * Runs a workflow on the object of the page it is run from: a toolbar button or a key binding hands it
 * the page's route and params (PageCommandContext).
 */
export const START_ON_OBJECT_COMMAND = 'processes.startOnObject';

/**
 * The object pages, by route id, and the param that holds the object's id: the ontology area's term
 * card and fact explorer, and the home area's card of any object (`/object/:class/:id`). Named as data,
 * not imported: the processes area depends on neither (ARCHITECTURE.md); without them these buttons
 * simply never show.
 */
const OBJECT_PAGES = [
  { routeId: 'ontology.termin', param: 'id' },
  { routeId: 'ontology.factExplorer', param: 'inst' },
  { routeId: 'object', param: 'id' },
] as const;

/** The object id a command was run with: the param of the object page its route is (SDK `objectOfPage`). */
export const objectIdOf = (context: unknown): string | null => objectOfPage(context, OBJECT_PAGES);

const page = { layout: 'main', requiresAuth: true, app: 'onto' } as const;

/**
 * The workflows part (issue 19 items 1, 3, 4, 5; shell.md §2 `/workflows`, `/workflowInstances`,
 * `/userTasks`): the pages (lazy chunks), the menu entries in the `processes` group, the kinds and
 * recent-link types of a workflow and an instance, and the approvals counter of the top bar (shell.md §8),
 * whose chunk is fetched when the area activates (after the first page: `activateAfterStart`).
 * Labels under `processes:workflows.…`.
 */
export const workflows: ContributionPart = {
  routes: [
    {
      ...page,
      id: 'processes.workflows',
      path: processesPath.workflows,
      titleKey: 'workflows.title',
      page: () => import('../workflows/pages/WorkflowsPage.tsx'),
    },
    {
      ...page,
      id: 'processes.workflow',
      path: processesPath.workflow(':id'),
      titleKey: 'workflows.workflowTitle',
      page: () => import('../workflows/pages/WorkflowPage.tsx'),
    },
    {
      ...page,
      id: 'processes.instances',
      path: processesPath.instances,
      titleKey: 'workflows.instancesTitle',
      page: () => import('../workflows/pages/InstancesPage.tsx'),
    },
    {
      ...page,
      id: 'processes.instance',
      path: processesPath.instance(':id'),
      titleKey: 'workflows.instanceTitle',
      page: () => import('../workflows/pages/InstancePage.tsx'),
    },
    {
      ...page,
      id: 'processes.userTasks',
      path: processesPath.userTasks,
      titleKey: 'workflows.tasksTitle',
      page: () => import('../workflows/pages/UserTasksPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'processes.menu.workflows',
      group: 'processes',
      icon: 'processes',
      order: 10,
      labelKey: 'workflows.menu',
      route: processesPath.workflows,
    },
    {
      id: 'processes.menu.instances',
      group: 'processes',
      icon: 'processes',
      order: 11,
      labelKey: 'workflows.instancesMenu',
      route: processesPath.instances,
    },
    {
      id: 'processes.menu.userTasks',
      group: 'processes',
      icon: 'processes',
      order: 12,
      labelKey: 'workflows.tasksMenu',
      route: processesPath.userTasks,
    },
  ],
  quickLaunchKinds: [
    {
      id: WORKFLOW_LINK_TYPE,
      labelKey: 'workflows.quickLaunch',
      icon: 'processes',
      classIds: [PROCESSES_CLASS.Workflow],
      open: processesPath.workflow(':id'),
    },
    {
      id: INSTANCE_LINK_TYPE,
      labelKey: 'workflows.quickLaunchInstance',
      icon: 'processes',
      classIds: [PROCESSES_CLASS.WorkflowInstance],
      open: processesPath.instance(':id'),
    },
  ],
  recentLinkTypes: [
    { id: WORKFLOW_LINK_TYPE, labelKey: 'workflows.recent', icon: 'processes' },
    { id: INSTANCE_LINK_TYPE, labelKey: 'workflows.recentInstance', icon: 'processes' },
  ],
  // "Start a workflow" on the object pages, for whoever may open /workflows (the dialog says when none fits).
  toolbar: OBJECT_PAGES.map(({ routeId, param }, i) => ({
    id: `processes.toolbar.startOn.${routeId}`,
    command: START_ON_OBJECT_COMMAND,
    icon: 'processes',
    labelKey: 'workflows.startOnObject',
    order: 50 + i,
    routes: [routeId],
    requiresRoute: processesPath.workflows,
    requiresParams: [param],
  })),
  commands: [{ id: START_ON_OBJECT_COMMAND, titleKey: 'workflows.startOnObject' }],
  activate(ctx: ExtensionContext) {
    ctx.registerCommand(START_ON_OBJECT_COMMAND, async (context: unknown) => {
      const objectId = objectIdOf(context);
      if (!objectId)
        throw new Error(
          `${START_ON_OBJECT_COMMAND} needs an object page (${OBJECT_PAGES.map((p) => p.routeId).join(', ')})`,
        );
      const { openStartOnObject } = await import('../workflows/open-start-dialog.tsx');
      openStartOnObject(ctx, objectId);
    });
    void import('../workflows/components/register-counter.ts').then(
      ({ registerApprovalsCounter }) => registerApprovalsCounter(ctx),
      (error: unknown) => console.error(error),
    );
  },
};
