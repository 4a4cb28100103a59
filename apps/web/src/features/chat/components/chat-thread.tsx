import type { ChatMessage } from '@souk/contract';
import type { ReactNode } from 'react';
import { useThreadQuery } from '../api/get-messages.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useT } from '../../../lib/i18n.ts';
import { threadOldestFirst } from '../chat-rules.ts';
import { useConversationTyping } from '../use-typing.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

interface ChatThreadProps {
  shopId: number;
  scroll: { threshold: number; delay: number };
  /** Drawn above the messages, given the newest one the server sent (its shop and status). */
  header?: (newest: ChatMessage | undefined) => ReactNode;
}

/**
 * One shop's thread and the box to answer in: the messages screen and the side panel share it.
 * While the shop types, "Typing…" floats above the box (over the messages' last lines, so
 * nothing moves when it comes and goes).
 */
export function ChatThread({ shopId, scroll, header }: ChatThreadProps) {
  const t = useT();
  const thread = useThreadQuery(shopId);
  const { shopTyping, typing } = useConversationTyping(shopId);
  const send = useSendMessage(shopId);
  const messages = thread.data ? threadOldestFirst(thread.data.pages) : [];
  const newest = [...messages].reverse().find((m) => m.id > 0);
  return (
    <>
      {header?.(newest)}
      <MessageList
        messages={messages}
        loading={thread.isPending && !thread.isError}
        hasOlder={thread.hasNextPage && !thread.isFetchingNextPage}
        loadOlder={() => thread.fetchNextPage()}
        scroll={scroll}
      />
      <div className="relative">
        <p
          aria-live="polite"
          data-testid="shop-typing"
          className="pointer-events-none absolute bottom-full start-3 mb-1 text-xs text-slate-600 empty:hidden"
        >
          {shopTyping ? (
            <span className="rounded-full bg-white/95 px-2 py-0.5 shadow-sm ring-1 ring-slate-200">{t('Typing…')}</span>
          ) : null}
        </p>
        <MessageComposer onSend={(text) => send.mutate(text)} onType={typing} />
      </div>
    </>
  );
}
