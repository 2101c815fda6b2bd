import { createSignal } from '@ontobench/sdk';

/**
 * "The user's approvals may have changed" inside the area, beside the server's notices: the tasks page
 * says so after the user completes a task, and the top bar's counter asks again at once.
 */
const approvals = createSignal();

export const approvalsChanged = (): void => approvals.emit();

export const onApprovalsChanged = approvals.listen;
