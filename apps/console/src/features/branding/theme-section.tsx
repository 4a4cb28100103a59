import { type StaffBrandingBody, type StaffBrandingValues, type ThemeColorKey, themeColorKeys } from '@souk/contract';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CONTROL, Field } from '../../components/field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ContrastChecks } from './contrast-checks.tsx';
import { generatePalette, isHexColour } from './palette.ts';
import { ThemePreview } from './theme-preview.tsx';

type BrandingForm = UseFormReturn<StaffBrandingBody, unknown, StaffBrandingValues>;

const SHADE_KEYS = themeColorKeys.filter((key) => key !== 'primary');
const shadeOf = (key: ThemeColorKey) => key.slice('primary'.length);

/**
 * The theme's twelve colours: the primary one, from which a whole palette is made each time it
 * changes (as a complete `#rrggbb`), then every shade to edit by hand, with a preview of the
 * storefront in them and their text contrast, before anything is saved.
 */
export function ThemeSection({ form, section }: { form: BrandingForm; section: string }) {
  const { t } = useI18n();
  const { register, setValue, control } = form;
  const errors = form.formState.errors.theme_colors;
  const colours: Partial<Record<ThemeColorKey, string>> = useWatch({ control, name: 'theme_colors' }) ?? {};
  const mobile = useWatch({ control, name: 'mobile' }) ?? '';

  /** A new primary: every shade follows it. */
  const choosePrimary = (value: string, onChange: (value: string) => void) => {
    onChange(value);
    if (!isHexColour(value)) return;
    const palette = generatePalette(value);
    for (const key of SHADE_KEYS) {
      setValue(`theme_colors.${key}`, palette[key], { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <fieldset className={section}>
      <legend className="px-1 font-semibold">{t('branding.theme')}</legend>
      <p className="mb-3 text-sm text-slate-700">{t('branding.themeLead')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <Controller
            control={control}
            name="theme_colors.primary"
            render={({ field }) => (
              <Field label={t('branding.primary')} error={errors?.primary?.message}>
                {(controlProps) => (
                  <div className="flex items-center gap-2">
                    <input
                      type="color"
                      aria-label={t('branding.primaryPicker')}
                      className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
                      value={isHexColour(field.value) ? field.value.toLowerCase() : '#000000'}
                      onChange={(event) => choosePrimary(event.target.value, field.onChange)}
                    />
                    <input
                      className={CONTROL}
                      {...controlProps}
                      dir="ltr"
                      spellCheck={false}
                      maxLength={7}
                      name={field.name}
                      ref={field.ref}
                      value={field.value ?? ''}
                      onBlur={field.onBlur}
                      onChange={(event) => choosePrimary(event.target.value.trim(), field.onChange)}
                    />
                  </div>
                )}
              </Field>
            )}
          />
          <div>
            <h3 className="mb-2 text-sm font-semibold">{t('branding.palette')}</h3>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {SHADE_KEYS.map((key) => (
                <div key={key} className="flex min-w-0 items-end gap-2">
                  <span
                    aria-hidden
                    className="mb-1 size-8 shrink-0 rounded border border-slate-300"
                    style={{ background: isHexColour(colours[key]) ? colours[key] : 'transparent' }}
                  />
                  <TextField
                    className="min-w-0 flex-1"
                    label={t('branding.shade', { shade: shadeOf(key) })}
                    dir="ltr"
                    spellCheck={false}
                    maxLength={7}
                    error={errors?.[key]?.message}
                    {...register(`theme_colors.${key}`)}
                  />
                </div>
              ))}
            </div>
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          <div>
            <h3 className="mb-1 text-sm font-semibold">{t('branding.preview')}</h3>
            <p className="mb-2 text-xs text-slate-600">{t('branding.previewLead')}</p>
            <ThemePreview colours={colours} mobile={mobile} />
          </div>
          <ContrastChecks colours={colours} />
        </div>
      </div>
    </fieldset>
  );
}
