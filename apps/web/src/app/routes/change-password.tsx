import { useState } from 'react';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { Button } from '@souk/ui/button';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { useChangePassword } from '../../features/account/index.ts';
import { CONFIRM_PASSWORD_MISMATCH, NewPasswordFields } from '../../features/auth/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useFieldErrors } from '../../lib/form.ts';

export function Component() {
  const t = useT();
  const mutation = useChangePassword();
  const [mismatch, setMismatch] = useState(false);
  const fieldErrors = useFieldErrors(mutation.error);
  const errors = mismatch
    ? { ...fieldErrors.errors, password_confirmation: t(CONFIRM_PASSWORD_MISMATCH) }
    : fieldErrors.errors;
  return (
    <AccountScreen title="Change Password">
      <form
        onInput={fieldErrors.onInput}
        noValidate
        className="grid max-w-md gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const data = new FormData(form);
          const body = {
            current_password: String(data.get('current_password') ?? ''),
            password: String(data.get('password') ?? ''),
            password_confirmation: String(data.get('password_confirmation') ?? ''),
          };
          // Checked here first so a typo is caught without a round trip; the server checks again.
          setMismatch(body.password !== body.password_confirmation);
          if (body.password !== body.password_confirmation) return;
          mutation.mutate(body, { onSuccess: () => form.reset() });
        }}
      >
        <PasswordField
          name="current_password"
          label={t('Current Password')}
          autoComplete="current-password"
          error={errors.current_password}
        />
        <NewPasswordFields label="New Password" errors={errors} />
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto sm:justify-self-start">
          {mutation.isPending ? t('Processing') : t('Change Password')}
        </Button>
      </form>
    </AccountScreen>
  );
}
