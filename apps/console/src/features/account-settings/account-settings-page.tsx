import { LoadError } from '../../components/load-error.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { AccountSettingsForm } from './account-settings-form.tsx';
import { useAccountSettings } from './use-account-settings.ts';

/** `/accounts`: how shoppers sign up, sign in and reset their password. */
export function AccountSettingsPage() {
  const { t } = useI18n();
  const accounts = useAccountSettings();
  return (
    <section aria-labelledby="accounts-title" className="mx-auto max-w-5xl">
      <h1 id="accounts-title" className="mb-1 text-2xl font-semibold">
        {t('accounts.title')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">{t('accounts.lead')}</p>
      {accounts.isPending && <p>{t('loading')}</p>}
      {accounts.isError && <LoadError error={accounts.error} retry={() => void accounts.refetch()} />}
      {/* Mounted once loaded: the form starts from the saved values and resets itself after each save. */}
      {accounts.data && <AccountSettingsForm data={accounts.data} />}
    </section>
  );
}
