import type { Language, StaffBrandingBody, StaffBrandingValues } from '@souk/contract';
import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The footer's sentences in one other language, written in that language's direction, each with
 * the default language's sentence under it as a reminder of what it translates.
 */
export function FooterTranslation({
  form,
  language,
  fallback,
  section,
}: {
  form: UseFormReturn<StaffBrandingBody, unknown, StaffBrandingValues>;
  language: Language;
  /** The default language, whose sentences are the settings' own. */
  fallback: { language: Language; text: string; description: string };
  section: string;
}) {
  const { t } = useI18n();
  const errors = form.formState.errors.translations?.[language.name];
  const path = `translations.${language.name}` as const;
  const written = { dir: language.direction, lang: language.name };
  const hint = (text: string) =>
    text ? (
      <p
        className="mt-1 truncate text-xs text-slate-600"
        dir={fallback.language.direction}
        lang={fallback.language.name}
      >
        {t('branding.inDefault', { language: fallback.language.title, text })}
      </p>
    ) : null;
  return (
    <fieldset className={section}>
      <legend className="px-1 font-semibold">{t('branding.footerLanguage', { language: language.title })}</legend>
      <p className="mb-3 text-sm text-slate-700">
        {t('branding.translationHint', { language: fallback.language.title })}
      </p>
      <div className="space-y-4">
        <div className="min-w-0">
          <TextField
            label={t('branding.footerText')}
            error={errors?.web_footer_text?.message}
            {...written}
            {...form.register(`${path}.web_footer_text`)}
          />
          {hint(fallback.text)}
        </div>
        <div className="min-w-0">
          <TextAreaField
            label={t('branding.footerDescription')}
            error={errors?.web_footer_description?.message}
            {...written}
            {...form.register(`${path}.web_footer_description`)}
          />
          {hint(fallback.description)}
        </div>
      </div>
    </fieldset>
  );
}
