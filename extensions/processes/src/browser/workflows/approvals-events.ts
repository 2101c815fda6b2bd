/**
 * "The user's approvals may have changed" inside the area, beside the server's notices: the tasks page
 * says so after the user completes a task, and the top bar's counter asks again at once.
 */
const events = new EventTarget();

export function approvalsChanged(): void {
  events.dispatchEvent(new Event('changed'));
}

export function onApprovalsChanged(handler: () => void): () => void {
  events.addEventListener('changed', handler);
  return () => events.removeEventListener('changed', handler);
}
