import { CONFIRM_PASSWORD_MISMATCH } from '../constants.ts';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '@souk/ui/button';
import { useFieldErrors } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAuthStore } from '../store.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Forgot password, last step: a new password with the verified code's token, then the login dialog. */
export function ResetForm() {
  const t = useT();
  const token = useAuthStore((s) => s.resetToken) ?? '';
  const [mismatch, setMismatch] = useState(false);
  const mutation = useResetPassword();
  const fieldErrors = useFieldErrors(mutation.error);
  const errors = mismatch
    ? { ...fieldErrors.errors, password_confirmation: t(CONFIRM_PASSWORD_MISMATCH) }
    : fieldErrors.errors;

  return (
    <form
      onInput={fieldErrors.onInput}
      noValidate
      className="grid gap-4 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const password = String(data.get('password') ?? '');
        const confirmation = String(data.get('password_confirmation') ?? '');
        setMismatch(password !== confirmation);
        if (password !== confirmation) return;
        mutation.mutate(
          { password, password_confirmation: confirmation, token },
          {
            onSuccess: () => {
              toast.success(t('Password reset successfully. Please log in.'));
              useAuthStore.getState().setAuthView('login');
            },
          },
        );
      }}
    >
      <NewPasswordFields label="Create Password" errors={errors} />
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? t('Processing') : t('Reset Password')}
      </Button>
    </form>
  );
}
