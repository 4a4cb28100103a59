import type { ChatMessage } from '@souk/contract';
import type { ReactNode } from 'react';
import { useThreadQuery } from '../api/get-messages.ts';
import { useSendMessage } from '../api/send-message.ts';
import { threadOldestFirst } from '../chat-rules.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

interface ChatThreadProps {
  shopId: number;
  scroll: { threshold: number; delay: number };
  /** Drawn above the messages, given the newest one the server sent (its shop and status). */
  header?: (newest: ChatMessage | undefined) => ReactNode;
}

/** One shop's thread and the box to answer in: the messages screen and the side panel share it. */
export function ChatThread({ shopId, scroll, header }: ChatThreadProps) {
  const thread = useThreadQuery(shopId);
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
      <MessageComposer onSend={(text) => send.mutate(text)} />
    </>
  );
}
