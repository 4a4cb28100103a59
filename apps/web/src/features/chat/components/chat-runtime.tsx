import { Deferred } from '../../../components/ui/deferred.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { useLastSeenHeartbeat } from '../api/update-last-seen.ts';
import { useChatStore } from '../store.ts';
import { useChatRealtime } from '../use-chat-realtime.ts';

// The thread and composer load when a chat first opens; the runtime hooks run on every page.
const ChatPanel = lazyNamed(() => import('./chat-panel.tsx'), 'ChatPanel');

/** Chat's app-wide parts, mounted once above every layout: heartbeat, realtime, side panel. */
export function ChatRuntime() {
  useLastSeenHeartbeat();
  useChatRealtime();
  const open = useChatStore((s) => s.panelOpen && s.activeShop !== null);
  return (
    <Deferred when={open}>
      <ChatPanel />
    </Deferred>
  );
}
