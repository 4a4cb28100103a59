import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffAccountsBody,
  staffAccountsBodySchema,
  type StaffAccountsResponse,
  type StaffAccountsValues,
} from '@souk/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SaveBar } from '../../components/save-bar.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CodesSection } from './codes-section.tsx';
import { changedBody, formValues } from './form-values.ts';
import { PhoneSection } from './phone-section.tsx';
import { ProviderSection } from './provider-section.tsx';
import { RecaptchaSection } from './recaptcha-section.tsx';
import { useSaveAccountSettings } from './use-account-settings.ts';

const resolver = zodResolver(staffAccountsBodySchema);
const SECTION = 'min-w-0 rounded-lg border border-slate-200 bg-white p-4';
const PROVIDERS = ['google', 'facebook', 'apple'] as const;

/**
 * The account settings, checked by the contract's own schema as staff type and again by the
 * server, which also checks them together (a minimum against the maximum, a provider switched on
 * against its id and secret) and whose refusals land under the fields they name. A save sends
 * only the fields changed, then the form starts again from what the server holds.
 */
export function AccountSettingsForm({ data }: { data: StaffAccountsResponse }) {
  const { t } = useI18n();
  const save = useSaveAccountSettings();
  const form = useForm<StaffAccountsBody, unknown, StaffAccountsValues>({
    resolver,
    defaultValues: formValues(data.accounts),
    // Checked at a save, then as staff type: the server's refusals often name several fields
    // at once, and checking each field as the focus leaves it would drop them one by one.
    mode: 'onSubmit',
  });
  // Read while rendering, so the form keeps it current (react-hook-form tracks only what is read).
  const { dirtyFields } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      const body = changedBody(values, dirtyFields);
      if (Object.keys(body).length === 0) {
        toast.info(t('accounts.unchanged'));
        return;
      }
      try {
        const saved = await save.mutateAsync(body);
        form.reset(formValues(saved.accounts));
        toast.success(t('accounts.saved'));
      } catch (error) {
        showSaveFailure(error, form.setError, t('form.fixErrors'));
      }
    },
    () => toast.error(t('form.fixErrors')),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <CodesSection form={form} delivery={data.code_delivery} section={SECTION} />
      <PhoneSection form={form} section={SECTION} />
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('accounts.social')}</legend>
        <p className="mb-3 text-sm text-slate-700">{t('accounts.socialLead')}</p>
        <div className="space-y-4">
          {PROVIDERS.map((provider) => (
            <ProviderSection key={provider} form={form} provider={provider} accounts={data.accounts} />
          ))}
        </div>
      </fieldset>
      <RecaptchaSection form={form} accounts={data.accounts} section={SECTION} />
      <SaveBar saving={save.isPending} label={t('accounts.save')} savingLabel={t('accounts.saving')} />
    </form>
  );
}
