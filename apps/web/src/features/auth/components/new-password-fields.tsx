import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useT } from '../../../lib/i18n.ts';

/** A new password and its confirmation, as the reset dialog and the change-password screen ask. */
export function NewPasswordFields({ label, errors }: { label: string; errors: Record<string, string> }) {
  const t = useT();
  return (
    <>
      <PasswordField name="password" label={t(label)} autoComplete="new-password" error={errors.password} />
      <PasswordField
        name="password_confirmation"
        label={t('Confirm Password')}
        autoComplete="new-password"
        error={errors.password_confirmation}
      />
    </>
  );
}
