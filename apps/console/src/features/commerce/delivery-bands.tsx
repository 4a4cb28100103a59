import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffCommerceResponse,
  type StaffDeliveryBand,
  type StaffDeliveryBandsBody,
  staffDeliveryBandsBodySchema,
  type StaffDeliveryBandsValues,
} from '@souk/contract';
import { Button } from '@souk/ui/button';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useFormatMoney } from '../../lib/money.ts';
import { CommerceSection } from './section.tsx';
import { commerceAt, useCommerceWrite } from './use-commerce.ts';
import { useSubmit } from './use-submit.ts';

const resolver = zodResolver(staffDeliveryBandsBodySchema);

/** The form's rows: every number as typed, the end blank for an open-ended band. */
const rowsOf = (bands: StaffDeliveryBand[]): StaffDeliveryBandsBody => ({
  bands: bands.map((band) => ({
    min_quantity: String(band.min_quantity),
    max_quantity: band.max_quantity === null ? '' : String(band.max_quantity),
    charge: String(band.charge),
  })),
});

/**
 * The delivery charge bands: what shoppers pay now (in the default currency), then the bands to
 * edit, saved together as one set. The contract's schema checks them as staff type (in order,
 * none overlapping, only the last open-ended) and the server again.
 */
export function DeliveryBands({ data }: { data: StaffCommerceResponse }) {
  const { t } = useI18n();
  const money = useFormatMoney();
  const save = useCommerceWrite((body: StaffDeliveryBandsValues) => api(commerceAt.deliveryBands, { body }));
  const form = useForm<StaffDeliveryBandsBody, unknown, StaffDeliveryBandsValues>({
    resolver,
    defaultValues: rowsOf(data.delivery_bands),
    mode: 'onTouched',
  });
  const rows = useFieldArray({ control: form.control, name: 'bands' });
  const errors = form.formState.errors.bands;
  const submit = useSubmit(form, async (values) => {
    const saved = await save.mutateAsync(values);
    form.reset(rowsOf(saved.delivery_bands));
    toast.success(t('commerce.bandsSaved'));
  });
  const range = (band: StaffDeliveryBand) =>
    band.max_quantity === null
      ? t('commerce.bandOpen', { from: band.min_quantity })
      : t('commerce.bandRange', { from: band.min_quantity, to: band.max_quantity });

  return (
    <CommerceSection id="bands-title" title={t('commerce.bands')} lead={t('commerce.bandsLead')}>
      <h3 className="text-sm font-semibold">{t('commerce.bandsNow')}</h3>
      {data.delivery_bands.length === 0 ? (
        <p className="mb-4 text-sm">{t('commerce.bandsNone')}</p>
      ) : (
        <dl data-testid="bands-now" className="mb-4 text-sm">
          {data.delivery_bands.map((band) => (
            <div key={band.min_quantity} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <dt>{range(band)}</dt>
              <dd dir="ltr">{money(band.charge)}</dd>
            </div>
          ))}
        </dl>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <ol className="space-y-3">
          {rows.fields.map((row, index) => (
            <li key={row.id}>
              <fieldset className="grid grid-cols-[1fr_1fr_1fr_auto] items-start gap-2 sm:gap-3">
                <legend className="sr-only">{t('commerce.bandRow', { number: index + 1 })}</legend>
                <TextField
                  label={t('commerce.bandFrom')}
                  inputMode="numeric"
                  dir="ltr"
                  error={errors?.[index]?.min_quantity?.message}
                  {...form.register(`bands.${index}.min_quantity`)}
                />
                <TextField
                  label={t('commerce.bandTo')}
                  inputMode="numeric"
                  dir="ltr"
                  placeholder="∞"
                  error={errors?.[index]?.max_quantity?.message}
                  {...form.register(`bands.${index}.max_quantity`)}
                />
                <TextField
                  label={t('commerce.bandCharge')}
                  inputMode="decimal"
                  dir="ltr"
                  error={errors?.[index]?.charge?.message}
                  {...form.register(`bands.${index}.charge`)}
                />
                <button
                  type="button"
                  onClick={() => rows.remove(index)}
                  className="mt-6 rounded-md p-2 text-slate-600 hover:bg-slate-100"
                >
                  <Trash2 aria-hidden className="size-4" />
                  <span className="sr-only">{t('commerce.bandRemove', { number: index + 1 })}</span>
                </button>
              </fieldset>
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-600">{t('commerce.bandToHint')}</p>
        {errors?.root?.message && <p className="mt-2 text-sm text-red-700">{errors.root.message}</p>}
        {errors?.message && <p className="mt-2 text-sm text-red-700">{errors.message}</p>}
        <button
          type="button"
          onClick={() => {
            const last = form.getValues('bands').at(-1);
            const from = Number(last?.max_quantity) > 0 ? Number(last?.max_quantity) + 1 : 1;
            rows.append({ min_quantity: String(from), max_quantity: '', charge: '0' });
          }}
          className="mt-3 flex items-center gap-1 text-sm font-semibold text-primary-700"
        >
          <Plus aria-hidden className="size-4" />
          {t('commerce.bandAdd')}
        </button>
        <Button type="submit" className="mt-4" disabled={save.isPending}>
          {save.isPending ? t('commerce.saving') : t('commerce.bandsSave')}
        </Button>
      </form>
    </CommerceSection>
  );
}
