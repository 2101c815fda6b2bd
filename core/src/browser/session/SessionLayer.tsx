/** What the session area mounts once around the routed screen (bars, dialogs, listeners). */
export function SessionLayer() {
  return null;
}
