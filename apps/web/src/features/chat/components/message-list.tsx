import type { ChatMessage } from '@souk/contract';
import { useLayoutEffect, useRef } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { LOAD_LOCK_MS, nearTop } from '../chat-rules.ts';
import { MessageBubble } from './message-bubble.tsx';

interface MessageListProps {
  messages: ChatMessage[];
  loading: boolean;
  hasOlder: boolean;
  loadOlder: () => Promise<unknown>;
  /** How close to the top (px) older messages load, and after what delay (ms). */
  scroll: { threshold: number; delay: number };
}

/**
 * The thread, oldest at the top. Scrolling near the top loads the older page, which is put
 * above without moving what the shopper is reading; a new message at the end scrolls to it.
 */
export function MessageList({ messages, loading, hasOlder, loadOlder, scroll }: MessageListProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const locked = useRef(false);
  const newest = messages.at(-1)?.id;
  const oldest = messages[0]?.id;
  const last = useRef({ newest, oldest, fromBottom: 0 });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = last.current;
    if (newest !== before.newest) el.scrollTop = el.scrollHeight;
    else if (oldest !== before.oldest) el.scrollTop = el.scrollHeight - before.fromBottom;
    last.current = { newest, oldest, fromBottom: el.scrollHeight - el.scrollTop };
  }, [newest, oldest]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    last.current.fromBottom = el.scrollHeight - el.scrollTop;
    if (locked.current || !hasOlder || !nearTop(el.scrollTop, scroll.threshold)) return;
    locked.current = true;
    window.setTimeout(() => {
      void loadOlder().finally(() => window.setTimeout(() => (locked.current = false), LOAD_LOCK_MS));
    }, scroll.delay);
  };

  return (
    <div
      ref={box}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
      data-testid="chat-messages"
    >
      {loading ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ms-auto h-10 w-1/2" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      ) : messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">{t('No messages yet. Say hello!')}</p>
      ) : (
        <ol className="space-y-3" aria-live="polite">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
