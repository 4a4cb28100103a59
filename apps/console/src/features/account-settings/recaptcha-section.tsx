import { ACCOUNT_SECRET_VARIABLES, type StaffAccounts } from '@souk/contract';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CheckField } from './check-field.tsx';
import type { AccountsForm } from './form-values.ts';
import { SecretField } from './secret-field.tsx';

/** reCAPTCHA on the storefront's sign-in: on or off, its site key and its secret key. */
export function RecaptchaSection({
  form,
  accounts,
  section,
}: {
  form: AccountsForm;
  accounts: StaffAccounts;
  section: string;
}) {
  const { t } = useI18n();
  return (
    <fieldset className={section}>
      <legend className="px-1 font-semibold">{t('accounts.recaptcha')}</legend>
      <p className="mb-3 text-sm text-slate-700">{t('accounts.recaptchaLead')}</p>
      <div className="space-y-4">
        <CheckField label={t('accounts.recaptchaActive')} {...form.register('recaptcha.is_active')} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('accounts.siteKey')}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            error={form.formState.errors.recaptcha?.site_key?.message}
            {...form.register('recaptcha.site_key')}
          />
          <SecretField
            form={form}
            name="recaptcha.secret_key"
            label={t('accounts.secretKey')}
            state={accounts.recaptcha}
            variable={ACCOUNT_SECRET_VARIABLES.recaptcha}
          />
        </div>
      </div>
    </fieldset>
  );
}
