import type { Language, SellerProductBody, SellerProductValues } from '@souk/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { RichTextLabels } from '../../components/rich-text-editor.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { SECTION } from './styles.ts';

/** The rich-text editor's writing direction for a language's text (its label and toolbar follow the interface's). */
const EDITOR_DIRECTION = {
  ltr: '[&_[role=textbox]]:[direction:ltr]',
  rtl: '[&_[role=textbox]]:[direction:rtl]',
} as const;

/**
 * The product's name and descriptions in one other language, each field written in that
 * language's direction and labelled with it. Saved with the rest of the form; a blank field
 * leaves shoppers reading the default language's text. Folded away until the owner opens it
 * (or it holds a refused field), so the form stays as long as the default language's.
 */
export function ProductTranslation({
  form,
  language,
  fallback,
  labels,
}: {
  form: UseFormReturn<SellerProductBody, unknown, SellerProductValues>;
  language: Language;
  /** The default language. */
  fallback: Language | undefined;
  labels: RichTextLabels;
}) {
  const { t } = useI18n();
  const errors = form.formState.errors.translations?.[language.name];
  const path = `translations.${language.name}` as const;
  const written = { dir: language.direction, lang: language.name };
  const named = { language: language.title };
  return (
    <details className={SECTION} open={errors ? true : undefined}>
      <summary className="cursor-pointer font-semibold">{t('productTranslations.summary', named)}</summary>
      <p className="my-3 text-sm text-slate-600">
        {t('productTranslations.hint', { language: language.title, fallback: fallback?.title ?? '' })}
      </p>
      <div className="grid gap-4">
        <TextField
          label={t('productTranslations.name', named)}
          error={errors?.name?.message}
          {...written}
          {...form.register(`${path}.name`)}
        />
        <TextAreaField
          label={t('productTranslations.shortDescription', named)}
          error={errors?.short_description?.message}
          {...written}
          {...form.register(`${path}.short_description`)}
        />
        <div className={`min-w-0 ${EDITOR_DIRECTION[language.direction]}`} lang={language.name}>
          <Controller
            control={form.control}
            name={`${path}.description`}
            render={({ field }) => (
              <RichTextField
                label={t('productTranslations.description', named)}
                error={errors?.description?.message}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labels={labels}
              />
            )}
          />
        </div>
      </div>
    </details>
  );
}
