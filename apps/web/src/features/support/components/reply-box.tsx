import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@souk/ui/button';
import { useT } from '../../../lib/i18n.ts';
import { useReplyToTicket } from '../api/reply-ticket.ts';

/** A reply to a running ticket; the box empties once the server has the message. */
export function ReplyBox({ ticketNumber }: { ticketNumber: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const reply = useReplyToTicket(ticketNumber);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === '') return;
        reply.mutate(text, { onSuccess: () => setText('') });
      }}
    >
      <label htmlFor="ticket-reply" className="block text-sm font-medium text-slate-700">
        {t('Your reply')}
      </label>
      <textarea
        id="ticket-reply"
        rows={3}
        dir="auto"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-primary-600 focus:ring-2 focus:ring-primary-600"
      />
      <Button type="submit" disabled={reply.isPending || text.trim() === ''}>
        <Send aria-hidden className="size-4 rtl:-scale-x-100" />
        {reply.isPending ? t('Processing') : t('Send Reply')}
      </Button>
    </form>
  );
}
