import { useUnreadSync } from '../api/get-unread.ts';
import { useLastSeenHeartbeat } from '../api/update-last-seen.ts';
import { useChatRealtime } from '../use-chat-realtime.ts';
import { ChatPanel } from './chat-panel.tsx';

/** Chat's app-wide parts, mounted once above every layout: heartbeat, unread count, realtime, side panel. */
export function ChatRuntime() {
  useLastSeenHeartbeat();
  useUnreadSync();
  useChatRealtime();
  return <ChatPanel />;
}
