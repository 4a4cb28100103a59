import type { SellerShopBody, SellerShopProfile, Language } from '@souk/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { editorLabels } from '../../components/editor-labels.ts';
import { plainText } from './form-values.ts';
import { EDITOR_DIRECTION, SECTION } from './styles.ts';

/**
 * The shop's texts in one other language, each field written in that language's direction,
 * with the default language's text under it as a reminder of what it translates. A blank
 * field leaves shoppers reading the default language's text.
 */
export function TranslationSection({
  form,
  language,
  fallback,
  saved,
}: {
  form: UseFormReturn<SellerShopBody>;
  language: Language;
  /** The default language. */
  fallback: Language;
  saved: SellerShopProfile;
}) {
  const { t } = useI18n();
  const { register } = form;
  const errors = form.formState.errors.translations?.[language.name];
  const path = `translations.${language.name}` as const;
  const written = { dir: language.direction, lang: language.name };
  const hint = (text: string | null) =>
    text ? (
      <p className="mt-1 truncate text-xs text-slate-600" dir={fallback.direction} lang={fallback.name}>
        {fallback.title}: {text}
      </p>
    ) : null;
  return (
    <fieldset className={SECTION}>
      <legend className="px-1 font-semibold">
        <bdi lang={language.name}>{language.title}</bdi>
      </legend>
      <p className="mb-3 text-sm text-slate-600">{t('shopProfile.translationHint', { language: fallback.title })}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <TextField
            label={t('shopProfile.name')}
            error={errors?.name?.message}
            {...written}
            {...register(`${path}.name`)}
          />
          {hint(saved.name)}
        </div>
        <div className="min-w-0">
          <TextField
            label={t('shopProfile.deliveryTime')}
            error={errors?.estimated_delivery_time?.message}
            {...written}
            {...register(`${path}.estimated_delivery_time`)}
          />
          {hint(saved.estimated_delivery_time)}
        </div>
        <div className="min-w-0 md:col-span-2">
          <TextAreaField
            label={t('shopProfile.shortDescription')}
            error={errors?.short_description?.message}
            {...written}
            {...register(`${path}.short_description`)}
          />
          {hint(saved.short_description)}
        </div>
        <div className={`min-w-0 md:col-span-2 ${EDITOR_DIRECTION[language.direction]}`} lang={language.name}>
          <Controller
            control={form.control}
            name={`${path}.description`}
            render={({ field }) => (
              <RichTextField
                label={t('shopProfile.description')}
                error={errors?.description?.message}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labels={editorLabels(t)}
              />
            )}
          />
          {hint(plainText(saved.description))}
        </div>
      </div>
    </fieldset>
  );
}
