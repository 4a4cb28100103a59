import { type CodeChannel, codeChannels, type StaffAccountsResponse } from '@souk/contract';
import { CONTROL, Field } from '../../components/field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { CheckField } from './check-field.tsx';
import type { AccountsForm } from './form-values.ts';

type Delivery = StaffAccountsResponse['code_delivery'];

/** A choice of channel; one the server cannot send is shown as such and cannot be chosen. */
function ChannelField({
  form,
  name,
  label,
  delivery,
}: {
  form: AccountsForm;
  name: 'register_otp_type' | 'forgot_otp_type';
  label: string;
  delivery: Delivery;
}) {
  const { t } = useI18n();
  const words = (channel: CodeChannel) => t(`accounts.channel.${channel}`);
  return (
    <Field label={label} error={form.formState.errors[name]?.message}>
      {(control) => (
        <select className={CONTROL} {...control} {...form.register(name)}>
          {codeChannels.map((channel) => (
            <option key={channel} value={channel} disabled={delivery[channel] === 'unavailable'}>
              {delivery[channel] === 'unavailable'
                ? t('accounts.channelUnavailable', { channel: words(channel) })
                : words(channel)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Whether sign-ups are asked for a code, and which way sign-up and reset codes go. */
export function CodesSection({ form, delivery, section }: { form: AccountsForm; delivery: Delivery; section: string }) {
  const { t } = useI18n();
  return (
    <fieldset className={section}>
      <legend className="px-1 font-semibold">{t('accounts.codes')}</legend>
      <p className="mb-3 text-sm text-slate-700">{t('accounts.codesLead')}</p>
      <div className="space-y-4">
        <CheckField label={t('accounts.registerOtp')} {...form.register('register_otp_verify')} />
        <div className="grid gap-4 md:grid-cols-2">
          <ChannelField
            form={form}
            name="register_otp_type"
            label={t('accounts.registerChannel')}
            delivery={delivery}
          />
          <ChannelField form={form} name="forgot_otp_type" label={t('accounts.forgotChannel')} delivery={delivery} />
        </div>
        <ul className="space-y-1 text-xs text-slate-600" data-testid="code-delivery">
          {codeChannels.map((channel) => (
            <li key={channel}>{t(`accounts.delivery.${channel}.${delivery[channel]}`)}</li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
