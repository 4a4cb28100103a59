import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { AuthSubmit } from '../../components/auth-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** The message a repeated password that differs is refused with, shown in the page's words. */
const MISMATCH = 'mismatch';

/** A form's `confirm` field, refused when it does not repeat `password`. */
export function confirmed<Schema extends z.ZodType<{ password: string; confirm: string }>>(schema: Schema) {
  return schema.refine((values) => values.password === values.confirm, { path: ['confirm'], message: MISMATCH });
}

export const confirmField = { confirm: z.string() };

interface NewPasswordFieldsProps {
  /** Whose strings: `<page>.password`, `.confirm`, `.mismatch`, `.submit` and `.submitting`. */
  page: 'setup' | 'setPassword';
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  /** The link's own refusal (on `token`, which has no field): it shows above the button. */
  refused: string | undefined;
  pending: boolean;
}

/** A new password typed twice, then the form's button: the end of the setup and set-password forms. */
export function NewPasswordFields({ page, password, confirm, errors, refused, pending }: NewPasswordFieldsProps) {
  const { t } = useI18n();
  const message = (text: string | undefined) => (text === MISMATCH ? t(`${page}.mismatch`) : text);
  return (
    <>
      <TextField
        label={t(`${page}.password`)}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        error={message(errors.password)}
        {...password}
      />
      <TextField
        label={t(`${page}.confirm`)}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        error={message(errors.confirm)}
        {...confirm}
      />
      {refused && (
        <p role="alert" className="text-sm text-red-700">
          {refused}
        </p>
      )}
      <AuthSubmit pending={pending} label={t(`${page}.submit`)} busy={t(`${page}.submitting`)} />
    </>
  );
}
