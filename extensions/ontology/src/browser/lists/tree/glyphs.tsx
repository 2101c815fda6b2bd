/**
 * The tree's two glyphs, drawn here instead of taken from @fluentui/react-icons: an icon from that
 * package shares its source module with icons the shell draws on every page, so the bundler would move
 * its path data into the home page's chunks, whose size budget is full (docs/benchmarks.md).
 */
export function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden
      style={{ transform: open ? 'rotate(90deg)' : undefined }}
    >
      <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** Several parents: two branches joining into one. */
export function Fork() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
      <path
        d="M3 2v3c0 2 4 2 4 4v3M11 2v3c0 2-4 2-4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
