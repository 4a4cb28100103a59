import { Banknote } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { CASH, type PaymentChoice } from '../payment-methods.ts';

interface PaymentOptionsProps {
  choices: readonly PaymentChoice[];
  value: string;
  onChange: (value: string) => void;
}

/** The payment method radios: cash on delivery and the online gateways the settings enable. */
export function PaymentOptions({ choices, value, onChange }: PaymentOptionsProps) {
  const t = useT();
  if (choices.length === 0) return <p className="text-sm text-rose-700">{t('No payment method is available.')}</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('Payment Method')}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 p-3 text-sm has-checked:border-primary-600 has-checked:bg-primary-50/50"
        >
          <input
            type="radio"
            name="payment_method"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="accent-primary-700"
          />
          {choice.logo ? (
            <img src={choice.logo} alt="" width={32} height={20} className="h-5 w-8 object-contain" />
          ) : (
            <Banknote aria-hidden className="size-5 text-emerald-700" />
          )}
          <span className="font-medium">{choice.value === CASH ? t(choice.label) : <bdi>{choice.label}</bdi>}</span>
        </label>
      ))}
    </fieldset>
  );
}
