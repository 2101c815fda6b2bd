/** What the chrome area mounts once around the routed screen (bars, dialogs, listeners). */
export function ChromeLayer() {
  return null;
}
