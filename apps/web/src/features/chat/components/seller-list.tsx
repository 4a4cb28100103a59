import type { Conversation } from '@souk/contract';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useConversationsQuery } from '../api/get-conversations.ts';
import { LOAD_LOCK_MS, nearBottom, SEARCH_DEBOUNCE_MS, SHOP_LIST_THRESHOLD } from '../chat-rules.ts';
import { formatChatTime } from '../chat-time.ts';
import { useShopOnline } from '../store.ts';

interface SellerListProps {
  selectedId: number | null;
  onSelect: (conversation: Conversation) => void;
  /** Tells the screen about the loaded conversations (it heads the thread with the selected one). */
  onLoaded?: (conversations: Conversation[]) => void;
}

/** The shops the shopper has talked to, searchable ('Search Seller'), paging as the list nears its end. */
export function SellerList({ selectedId, onSelect, onLoaded }: SellerListProps) {
  const t = useT();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const list = useConversationsQuery(search);
  const conversations = list.data?.pages.flatMap((page) => page.data) ?? [];
  const locked = useRef(false);
  useEffect(() => onLoaded?.(list.data?.pages.flatMap((page) => page.data) ?? []), [list.data, onLoaded]);

  const onScroll = (el: HTMLElement) => {
    // A failed page ends the list (docs/features/chat.md#when-something-fails).
    if (locked.current || list.isError || !list.hasNextPage || !nearBottom(el, SHOP_LIST_THRESHOLD)) return;
    locked.current = true;
    void list.fetchNextPage().finally(() => window.setTimeout(() => (locked.current = false), LOAD_LOCK_MS));
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <label className="relative m-3 block">
        <span className="sr-only">{t('Search Seller')}</span>
        <Search aria-hidden className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={t('Search Seller')}
          className="w-full rounded-md border border-slate-300 py-2 ps-9 pe-3 text-sm focus:border-primary-600 focus:outline-none"
        />
      </label>
      <ul
        className="min-h-0 flex-1 overflow-y-auto"
        onScroll={(e) => onScroll(e.currentTarget)}
        data-testid="seller-list"
        aria-busy={list.isPending && !list.isError}
      >
        {list.isPending && !list.isError ? (
          [1, 2, 3].map((n) => (
            <li key={n} className="flex items-center gap-3 px-3 py-2">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </li>
          ))
        ) : conversations.length === 0 ? (
          <li className="px-3 py-8 text-center text-sm text-slate-500">{t('No conversations yet')}</li>
        ) : (
          conversations.map((c) => (
            <li key={c.id}>
              <SellerRow conversation={c} selected={c.shop.id === selectedId} onSelect={() => onSelect(c)} />
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

function SellerRow({
  conversation: c,
  selected,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const online = useShopOnline(c.shop.id, c.shop_status === 'Online');
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected || undefined}
      className={clsx(
        'flex w-full items-center gap-3 px-3 py-2 text-start hover:bg-slate-50',
        selected && 'bg-primary-50',
      )}
      data-testid="seller-row"
    >
      <span className="relative shrink-0">
        <img src={c.shop.logo} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
        {online ? (
          <span className="absolute bottom-0 end-0 size-2.5 rounded-full bg-emerald-500 ring-2 ring-white" />
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span dir="auto" className="truncate-name text-sm font-semibold">
            <bdi>{c.shop.name}</bdi>
          </span>
          {c.unread_message_shop > 0 ? (
            <span
              className="rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white"
              aria-label={t(':count unread', { count: c.unread_message_shop })}
            >
              {c.unread_message_shop}
            </span>
          ) : null}
        </span>
        <span className="block truncate text-xs text-slate-500" dir="auto">
          {c.last_message ?? c.product?.name ?? ''}
        </span>
        {c.last_message_time ? (
          <span className="block text-[11px] text-slate-500" dir="auto">
            {formatChatTime(c.last_message_time)}
          </span>
        ) : null}
      </span>
    </button>
  );
}
