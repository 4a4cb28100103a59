import type { SupportTicket } from '@souk/contract';
import clsx from 'clsx';
import { Paperclip } from 'lucide-react';
import { dateTime } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The ticket's files, then its thread (the shopper's first message first), support's set apart. */
export function TicketThread({ ticket }: { ticket: SupportTicket }) {
  const { t, intl } = useI18n();
  return (
    <section aria-labelledby="ticket-thread" className="space-y-3">
      <h2 id="ticket-thread" className="text-lg font-semibold">
        {t('support.thread')}
      </h2>
      {ticket.attachments.length > 0 && (
        <ul aria-label={t('support.attachments')} className="flex flex-wrap gap-2">
          {ticket.attachments.map((file, index) => (
            <li key={file.id}>
              <a
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm hover:bg-slate-50"
              >
                <Paperclip aria-hidden className="size-4" />
                {t('support.attachment', { n: index + 1 })}
                <span className="text-xs text-slate-500" dir="ltr">
                  {file.type.toUpperCase()}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <ol className="space-y-3" data-testid="ticket-messages">
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={clsx(
              'rounded-lg border p-3',
              message.is_staff ? 'ms-6 border-primary-100 bg-primary-50' : 'me-6 border-slate-200 bg-white',
            )}
          >
            <p className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <span className="font-semibold text-slate-800">
                <bdi>
                  {t(message.is_staff ? 'support.fromStaff' : 'support.fromShopper', { name: message.sender_name })}
                </bdi>
              </span>
              <span>{dateTime(message.created_at, intl)}</span>
              {message.is_highlighted && (
                <span className="rounded-full bg-amber-100 px-2 text-amber-900">{t('support.highlighted')}</span>
              )}
            </p>
            <p className="whitespace-pre-line">
              <bdi>{message.message}</bdi>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
