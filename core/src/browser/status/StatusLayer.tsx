/** What the status area mounts once around the routed screen (bars, dialogs, listeners). */
export function StatusLayer() {
  return null;
}
