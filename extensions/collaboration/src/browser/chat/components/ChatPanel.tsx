import { useState } from 'react';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPane } from './ConversationPane.tsx';
import { UserPicker } from './UserPicker.tsx';

type View = { view: 'list' } | { view: 'conversation'; id: string } | { view: 'pick' };

/**
 * The chat itself, in the drawer or on `/chat`: the list of conversations, one conversation, or the
 * picker that starts a direct one. `initial` opens a conversation at once (an object's, from its page).
 */
export function ChatPanel({ initial }: { initial?: string }) {
  const [state, setState] = useState<View>(initial ? { view: 'conversation', id: initial } : { view: 'list' });
  const back = () => setState({ view: 'list' });
  if (state.view === 'conversation') return <ConversationPane key={state.id} id={state.id} onBack={back} />;
  if (state.view === 'pick')
    return <UserPicker onBack={back} onStarted={(id) => setState({ view: 'conversation', id })} />;
  return (
    <ConversationList
      onOpen={(id) => setState({ view: 'conversation', id })}
      onNew={() => setState({ view: 'pick' })}
    />
  );
}
