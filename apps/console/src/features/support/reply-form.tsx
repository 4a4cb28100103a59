import { zodResolver } from '@hookform/resolvers/zod';
import { type SellerTicketMessageBody, sellerTicketMessageBodySchema } from '@souk/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useReplyToTicket } from './use-tickets.ts';

/** A reply in the ticket's thread, optionally highlighted for the shopper. */
export function ReplyForm({ ticketNumber }: { ticketNumber: string }) {
  const { t } = useI18n();
  const reply = useReplyToTicket();
  const form = useForm<SellerTicketMessageBody>({
    resolver: zodResolver(sellerTicketMessageBodySchema),
    defaultValues: { ticket_number: ticketNumber, message: '', is_highlighted: false },
  });
  const send = (body: SellerTicketMessageBody) =>
    reply.mutate(body, {
      onSuccess: () => {
        toast.success(t('support.sent'));
        form.reset({ ticket_number: ticketNumber, message: '', is_highlighted: false });
      },
      onError: (error) => showSaveFailure(error, form.setError, t('form.fixErrors')),
    });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(send)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <TextAreaField
        label={t('support.reply')}
        rows={4}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-primary-700" {...form.register('is_highlighted')} />
        {t('support.highlight')}
      </label>
      <button
        type="submit"
        disabled={reply.isPending}
        className="rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {reply.isPending ? t('support.sending') : t('support.send')}
      </button>
    </form>
  );
}
