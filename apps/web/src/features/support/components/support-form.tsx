import type { SupportBody } from '@souk/contract';
import { toast } from '../../../lib/toast.ts';
import { FieldForm } from '../../../components/ui/field-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSendSupportMessage } from '../api/send-support-message.ts';

/** Name, phone, optional email, subject and message; on success a toast and an empty form. */
export function SupportForm() {
  const t = useT();
  const send = useSendSupportMessage();
  return (
    <FieldForm
      fields={[
        { name: 'name', label: t('Full Name'), autoComplete: 'name' },
        { name: 'phone', label: t('Phone Number'), type: 'tel', autoComplete: 'tel' },
        { name: 'email', label: t('Email Address'), type: 'email', autoComplete: 'email', optional: true, wide: true },
        { name: 'subject', label: t('Subject'), wide: true },
        { name: 'message', label: t('Your message'), multiline: true, wide: true },
      ]}
      submitLabel={t('Send Message')}
      pending={send.isPending}
      error={send.error}
      onSubmit={(values, form) =>
        send.mutate(values as unknown as SupportBody, {
          onSuccess: () => {
            toast.success(t('Thank you! Your message has been sent.'));
            form.reset();
          },
        })
      }
    />
  );
}
