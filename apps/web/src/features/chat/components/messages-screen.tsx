import type { Conversation } from '@souk/contract';
import clsx from 'clsx';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SCREEN_SCROLL } from '../chat-rules.ts';
import { ChatThread } from './chat-thread.tsx';
import { SellerList } from './seller-list.tsx';
import { ShopHeading } from './shop-status.tsx';

/**
 * /massages: the seller list beside the selected shop's thread. The selection lives in the URL
 * (?shop_id=), so a shop's Chat button can link straight to its thread. On a phone one side shows
 * at a time.
 */
export function MessagesScreen() {
  const t = useT();
  usePageTitle('Message');
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('shop_id')) || null;
  const [conversations, setConversations] = useState<Conversation[]>([]);
  const onLoaded = useCallback((list: Conversation[]) => setConversations(list), []);
  const selected = conversations.find((c) => c.shop.id === selectedId);
  const select = (shopId: number | null) => setParams(shopId ? { shop_id: String(shopId) } : {});
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    // Below the account menu on a phone: bring the whole thread, answer box included, into view.
    if (selectedId) frame.current?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  return (
    <section
      ref={frame}
      className="flex h-[calc(100dvh-1rem)] min-h-[28rem] md:h-[calc(100dvh-12rem)] overflow-hidden rounded-lg border border-slate-200 bg-white"
      aria-label={t('Message')}
    >
      <div
        className={clsx(
          'flex w-full flex-col border-slate-200 md:w-72 md:shrink-0 md:border-e',
          selectedId && 'max-md:hidden',
        )}
      >
        <h1 className="px-3 pt-3 text-lg font-bold">{t('Message')}</h1>
        <SellerList selectedId={selectedId} onSelect={(c) => select(c.shop.id)} onLoaded={onLoaded} />
      </div>
      <div className={clsx('min-w-0 flex-1 flex-col', selectedId ? 'flex' : 'max-md:hidden md:flex')}>
        {selectedId ? (
          <ChatThread
            key={selectedId}
            shopId={selectedId}
            scroll={SCREEN_SCROLL}
            header={(newest) => (
              <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
                <button
                  type="button"
                  onClick={() => select(null)}
                  aria-label={t('Back')}
                  className="rounded p-1 text-slate-600 hover:bg-slate-100 md:hidden"
                >
                  <ArrowLeft aria-hidden className="size-5 rtl:-scale-x-100" />
                </button>
                <ShopHeading
                  shopId={selectedId}
                  name={selected?.shop.name ?? newest?.shop.name ?? ''}
                  logo={selected?.shop.logo ?? newest?.shop.logo}
                  lastSeenOnline={selected ? selected.shop_status === 'Online' : (newest?.shop_active_status ?? null)}
                />
              </div>
            )}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
            <MessagesSquare aria-hidden className="size-12 text-slate-300" />
            <p className="font-semibold text-slate-800">{t('No User Selected')}</p>
            <p className="text-sm text-slate-500">{t('Please select a user to see their messages')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
