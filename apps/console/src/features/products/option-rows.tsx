import type { SellerProductBody, SellerProductValues } from '@souk/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { paletteColour, useColourPalette } from './colour-palette.ts';

type ProductForm = UseFormReturn<SellerProductBody, unknown, SellerProductValues>;

/**
 * The sizes or the colours a shopper picks from, each with what it adds to the price; a colour
 * also has its swatch. A colour's name offers the marketplace's palette, whose colour brings its
 * swatch along, so shops name alike colours alike (the storefront's colour filter groups by name).
 */
export function OptionRows({ form, kind }: { form: ProductForm; kind: 'sizes' | 'colors' }) {
  const { t } = useI18n();
  // Both lists' hooks, each typed by its own rows; the form shows one of them here.
  const sizeRows = useFieldArray({ control: form.control, name: 'sizes' });
  const colorRows = useFieldArray({ control: form.control, name: 'colors' });
  const colors = kind === 'colors';
  const rows = colors ? colorRows : sizeRows;
  const errors = form.formState.errors[kind];
  const palette = useColourPalette();
  const paletteId = useId();
  const offered = colors && palette.length > 0;
  /** The name field of row `index`: a colour's takes the palette's swatch when it names one of its colours. */
  const nameField = (index: number) =>
    colors
      ? form.register(`colors.${index}.name`, {
          onChange: (event: { target: { value: string } }) => {
            const match = paletteColour(palette, event.target.value);
            if (match) form.setValue(`colors.${index}.color_code`, match.color_code, { shouldDirty: true });
          },
        })
      : form.register(`sizes.${index}.name`);
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{t(colors ? 'product.colors' : 'product.sizes')}</legend>
      {offered && (
        <>
          <p className="mb-3 text-sm text-slate-600">{t('product.colorPaletteHint')}</p>
          <datalist id={paletteId} aria-label={t('product.colorPalette')}>
            {palette.map((colour) => (
              <option key={colour.id} value={colour.name} />
            ))}
          </datalist>
        </>
      )}
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="flex flex-wrap items-start gap-3">
            <TextField
              className="min-w-0 flex-1 basis-40"
              label={t(colors ? 'product.colorName' : 'product.sizeName')}
              error={errors?.[index]?.name?.message}
              list={offered ? paletteId : undefined}
              {...nameField(index)}
            />
            {colors && (
              <TextField
                className="w-24"
                type="color"
                label={t('product.colorCode')}
                error={errors?.[index] && 'color_code' in errors[index] ? errors[index].color_code?.message : undefined}
                {...form.register(`colors.${index}.color_code`)}
              />
            )}
            <TextField
              className="w-32"
              label={t('product.extraPrice')}
              inputMode="decimal"
              dir="ltr"
              error={errors?.[index]?.price?.message}
              {...form.register(`${kind}.${index}.price`)}
            />
            <button
              type="button"
              onClick={() => rows.remove(index)}
              className="mt-6 rounded-md p-2 text-slate-600 hover:bg-slate-100"
            >
              <Trash2 aria-hidden className="size-4" />
              <span className="sr-only">{t('product.remove')}</span>
            </button>
          </li>
        ))}
      </ul>
      {errors?.root?.message && <p className="mt-2 text-sm text-red-700">{errors.root.message}</p>}
      <button
        type="button"
        onClick={() =>
          colors
            ? colorRows.append({ name: '', color_code: '#000000', price: 0 })
            : sizeRows.append({ name: '', price: 0 })
        }
        className="mt-3 flex items-center gap-1 text-sm font-semibold text-primary-700"
      >
        <Plus aria-hidden className="size-4" />
        {t(colors ? 'product.addColor' : 'product.addSize')}
      </button>
    </fieldset>
  );
}
