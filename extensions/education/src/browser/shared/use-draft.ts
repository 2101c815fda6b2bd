import { useEffect, useState } from 'react';
import { useUnsavedChanges } from '@ontobench/sdk';

/**
 * An editor's draft of what it loaded: set again whenever `loaded` changes (a reload, a save's reply), and
 * counted as unsaved changes (the leave prompt) while it differs from what was loaded or last reset.
 */
export function useDraft<D>(loaded: D | null): {
  draft: D | null;
  setDraft: (draft: D | null) => void;
  reset: (draft: D | null) => void;
} {
  const [draft, setDraft] = useState<D | null>(null);
  // What was loaded or last saved: the draft differs from it while there are unsaved changes.
  const [baseline, setBaseline] = useState('');
  const reset = (next: D | null) => {
    setDraft(next);
    setBaseline(JSON.stringify(next));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new load, not a new `reset`, resets the draft
  useEffect(() => reset(loaded), [loaded]);
  useUnsavedChanges(draft !== null && JSON.stringify(draft) !== baseline);
  return { draft, setDraft, reset };
}
