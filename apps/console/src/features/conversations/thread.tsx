import type { ChatMessage } from '@souk/contract';
import clsx from 'clsx';
import { ArrowLeft, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '../../components/load-error.tsx';
import { Writable } from '../../components/writable.tsx';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { useShopperOnline } from './online-shoppers.ts';
import { useSendMessage, useThread } from './use-conversations.ts';
import { useTyping } from './use-typing.ts';

/** One shopper's thread, oldest at the top, the reply box under it. */
export function Thread({ userId }: { userId: number }) {
  const { t } = useI18n();
  const thread = useThread(userId);
  const online = useShopperOnline(userId);
  const { shopperTyping, typing } = useTyping(userId);
  const send = useSendMessage(userId);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const messages = thread.data?.pages.flatMap((page) => page.data).reverse() ?? [];
  const latest = messages.at(-1)?.id;
  // The newest message in view whenever one arrives.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [latest]);
  const shopper = messages.find((message) => message.user.id === userId)?.user;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(message, { onSuccess: () => setText(''), onError: (error) => toast.error(error.message) });
  };
  return (
    <div className="flex h-[70vh] min-h-96 flex-col rounded-lg border border-slate-200 bg-white">
      <div className="flex items-center gap-2 border-b border-slate-200 p-3">
        <Link to="/conversations" className="rounded p-1 md:hidden">
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
          <span className="sr-only">{t('chat.back')}</span>
        </Link>
        <h2 className="min-w-0 flex-1 truncate font-semibold">
          <bdi>{shopper?.name ?? ''}</bdi>
        </h2>
        <span aria-live="polite" className="text-sm text-slate-600" data-testid="shopper-status">
          {shopperTyping ? t('chat.typing') : online ? t('chat.online') : t('chat.offline')}
        </span>
      </div>
      <div className="flex-1 space-y-2 overflow-y-auto p-3" role="log" aria-label={t('chat.title')}>
        {thread.hasNextPage && (
          <button
            type="button"
            onClick={() => void thread.fetchNextPage()}
            className="mx-auto block text-sm font-semibold text-primary-700 underline"
          >
            {t('chat.earlier')}
          </button>
        )}
        {thread.isPending && <p>{t('loading')}</p>}
        {thread.isError && <LoadError error={thread.error} retry={() => void thread.refetch()} />}
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        <div ref={end} />
      </div>
      <Writable>
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <label className="sr-only" htmlFor="reply">
            {t('chat.compose')}
          </label>
          <textarea
            id="reply"
            rows={2}
            dir="auto"
            value={text}
            placeholder={t('chat.compose')}
            onChange={(event) => {
              setText(event.target.value);
              typing();
            }}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            className="min-w-0 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <button
            type="submit"
            disabled={send.isPending || !text.trim()}
            className="flex items-center gap-1 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
          >
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('chat.send')}
          </button>
        </form>
      </Writable>
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t, intl } = useI18n();
  const money = useFormatMoney();
  const mine = message.type === 'shop';
  return (
    <div className={clsx('flex', mine ? 'justify-end' : 'justify-start')} data-message={message.id}>
      <div
        className={clsx(
          'max-w-[80%] rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-primary-700 text-white' : 'bg-slate-100',
        )}
      >
        {message.message !== null ? (
          <p className="whitespace-pre-line" dir="auto">
            {message.message}
          </p>
        ) : (
          message.product && (
            <a
              href={`/products/${message.product.id}/details`}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-2"
            >
              <img
                src={message.product.thumbnail}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded object-cover"
              />
              <span>
                <span className="block text-xs opacity-80">{t('chat.product')}</span>
                <bdi className="font-semibold">{message.product.name}</bdi>{' '}
                {money(message.product.discount_price > 0 ? message.product.discount_price : message.product.price)}
              </span>
            </a>
          )
        )}
        <span className={clsx('mt-1 block text-xs', mine ? 'text-primary-100' : 'text-slate-500')}>
          {dateTime(message.created_at, intl)}
        </span>
      </div>
    </div>
  );
}
