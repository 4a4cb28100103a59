import { ACCOUNT_SECRET_VARIABLES, type StaffAccounts } from '@souk/contract';
import { HintedField } from '../../components/hinted-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CheckField } from './check-field.tsx';
import type { AccountsForm } from './form-values.ts';
import { SecretField } from './secret-field.tsx';

type Provider = keyof StaffAccounts['social_auths'];

/** One provider's sign-in: on or off, the id it issued us, and its secret or (Apple) its redirect address. */
export function ProviderSection({
  form,
  provider,
  accounts,
}: {
  form: AccountsForm;
  provider: Provider;
  accounts: StaffAccounts;
}) {
  const { t } = useI18n();
  const errors = form.formState.errors.social_auths?.[provider];
  const name = t(`accounts.provider.${provider}`);
  const path = `social_auths.${provider}` as const;
  return (
    <fieldset className="min-w-0 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{name}</legend>
      <div className="space-y-4">
        <CheckField label={t('accounts.providerActive', { provider: name })} {...form.register(`${path}.is_active`)} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t(provider === 'facebook' ? 'accounts.appId' : 'accounts.clientId')}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            error={errors?.client_id?.message}
            {...form.register(`${path}.client_id`)}
          />
          {provider === 'apple' ? (
            <HintedField
              label={t('accounts.redirectUrl')}
              hint={t('accounts.redirectHint')}
              type="url"
              dir="ltr"
              error={form.formState.errors.social_auths?.apple?.redirect_url?.message}
              {...form.register('social_auths.apple.redirect_url')}
            />
          ) : (
            <SecretField
              form={form}
              name={`social_auths.${provider}.client_secret`}
              label={t(provider === 'facebook' ? 'accounts.appSecret' : 'accounts.clientSecret')}
              state={accounts.social_auths[provider]}
              variable={ACCOUNT_SECRET_VARIABLES[provider]}
            />
          )}
        </div>
        {provider === 'apple' && <p className="text-xs text-slate-600">{t('accounts.appleNoSecret')}</p>}
      </div>
    </fieldset>
  );
}
