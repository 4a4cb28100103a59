import { useState } from 'react';
import { FormEnd } from '../../../components/ui/form-end.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrors, formValues, generalError, type MutationFormProps } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import type { NewTicket } from '../api/create-ticket.ts';
import { useIssueTypesQuery } from '../api/get-issue-types.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

/** Issue type, subject, message, email, phone, an optional order number and attachments. */
export function NewTicketForm({ pending, error, onSubmit }: MutationFormProps<NewTicket>) {
  const t = useT();
  const issueTypes = useIssueTypesQuery();
  const [files, setFiles] = useState<File[]>([]);
  const { errors, onInput } = useFieldErrors(error);
  const attachmentError = Object.entries(errors).find(([field]) => field.startsWith('attachments'))?.[1];
  const general = generalError(error);
  const optional = (label: string) => `${label} (${t('optional')})`;
  return (
    <form
      onInput={onInput}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ fields: formValues(event.currentTarget), files });
      }}
    >
      <SelectField
        id="field-issue_type"
        name="issue_type"
        label={t('Issue type')}
        placeholder={t('Choose an issue type')}
        options={issueTypes.data ?? []}
        defaultValue=""
        error={errors.issue_type}
      />
      <TextField name="subject" label={optional(t('Subject'))} error={errors.subject} />
      <TextField name="message" label={t('Your message')} multiline error={errors.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          label={t('Email Address')}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          label={optional(t('Phone Number'))}
          error={errors.phone}
        />
      </div>
      <TextField name="order_number" dir="ltr" label={optional(t('Order number'))} error={errors.order_number} />
      <AttachmentPicker files={files} onChange={setFiles} error={attachmentError} />
      <FormEnd message={general} pending={pending} label={t('Open Ticket')} />
    </form>
  );
}
