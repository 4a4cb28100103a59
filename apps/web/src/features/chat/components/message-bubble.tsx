import type { ChatMessage } from '@souk/contract';
import clsx from 'clsx';
import { CircleUserRound, Store } from 'lucide-react';
import { formatChatTime } from '../chat-time.ts';
import { MessageText, ProductCard } from './message-body.tsx';

/** One message: the shopper's on the end side, the shop's on the start side, with its time. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  const photo = mine ? message.user.profile_photo : message.shop.logo;
  return (
    <li
      className={clsx('flex items-end gap-2', mine && 'flex-row-reverse')}
      data-testid="chat-message"
      data-sender={message.type}
      aria-busy={message.id < 0 || undefined}
    >
      {photo ? (
        <img src={photo} alt="" width={32} height={32} className="size-8 shrink-0 rounded-full object-cover" />
      ) : mine ? (
        <CircleUserRound aria-hidden className="size-8 shrink-0 text-slate-400" />
      ) : (
        <Store aria-hidden className="size-8 shrink-0 rounded-full bg-slate-100 p-1.5 text-slate-500" />
      )}
      <div className={clsx('flex min-w-0 max-w-[80%] flex-col gap-1', mine ? 'items-end' : 'items-start')}>
        {message.product ? <ProductCard product={message.product} /> : null}
        {message.message !== null ? (
          <div
            className={clsx(
              'rounded-2xl px-3 py-2 text-sm',
              mine ? 'rounded-ee-sm bg-primary-700 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900',
            )}
          >
            <MessageText text={message.message} />
          </div>
        ) : null}
        <time className="text-[11px] text-slate-500" dateTime={message.created_at} dir="auto">
          {formatChatTime(message.created_at)}
        </time>
      </div>
    </li>
  );
}
