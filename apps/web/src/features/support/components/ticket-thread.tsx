import type { TicketMessage } from '@souk/contract';
import clsx from 'clsx';
import { Pin } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

const TIME = 'hh:mm a, DD MMM, YYYY';

/** One message: who wrote it and when; staff replies sit on the other side, highlighted ones pinned. */
function MessageItem({ message }: { message: TicketMessage }) {
  const t = useT();
  return (
    <li
      data-testid="ticket-message"
      className={clsx(
        'max-w-[90%] rounded-lg border p-3 text-sm sm:max-w-[75%]',
        message.is_staff ? 'me-auto border-slate-200 bg-slate-50' : 'ms-auto border-primary-200 bg-primary-50',
        message.is_highlighted && 'ring-2 ring-amber-300',
      )}
    >
      <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        <span className="font-semibold text-slate-800">
          <bdi>{message.sender_name}</bdi>
        </span>
        {message.is_staff ? <span>{t('Support team')}</span> : null}
        <span>{formatDate(message.created_at, TIME)}</span>
        {message.is_highlighted ? (
          <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
            <Pin aria-hidden className="size-3" />
            {t('Highlighted')}
          </span>
        ) : null}
      </p>
      {/* Rendered as text, never as HTML: what anyone typed stays inert. */}
      <p dir="auto" className="break-words whitespace-pre-line">
        {message.message}
      </p>
    </li>
  );
}

/** The conversation, oldest first. */
export function TicketThread({ messages }: { messages: TicketMessage[] }) {
  const t = useT();
  if (messages.length === 0) return <p className="text-sm text-slate-600">{t('No messages yet')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="ticket-thread">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ul>
  );
}

/** The messages staff pinned, shown above the thread so they are not lost in it. */
export function HighlightedMessages({ messages }: { messages: TicketMessage[] }) {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <section
      aria-labelledby="highlighted"
      className="rounded-lg border border-amber-200 bg-amber-50 p-3 sm:p-4"
      data-testid="highlighted-messages"
    >
      <h3 id="highlighted" className="mb-2 flex items-center gap-1 text-sm font-semibold text-amber-900">
        <Pin aria-hidden className="size-4" />
        {t('Highlighted messages')}
      </h3>
      <ul className="space-y-2 text-sm">
        {messages.map((message) => (
          <li key={message.id} dir="auto" className="break-words whitespace-pre-line">
            <span className="font-semibold">
              <bdi>{message.sender_name}</bdi>:
            </span>{' '}
            {message.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
