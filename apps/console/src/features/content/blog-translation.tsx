import { CONTENT_LIMITS, type Language, type StaffBlogBody, type StaffBlogValues } from '@souk/contract';
import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { RichText } from './rich-text.tsx';
import { SECTION } from './styles.ts';
import { TagsField } from './tags-input.tsx';

/**
 * The post's texts in one other language, each written in that language's direction and
 * labelled with it; a blank one leaves shoppers reading the default language's. Folded away
 * until staff open it (or it holds a refused field), so the form stays as long as the default's.
 */
export function BlogTranslation({
  form,
  language,
}: {
  form: UseFormReturn<StaffBlogBody, unknown, StaffBlogValues>;
  language: Language;
}) {
  const { t } = useI18n();
  const errors = form.formState.errors.translations?.[language.name];
  const path = `translations.${language.name}` as const;
  const written = { dir: language.direction, lang: language.name };
  const named = { language: language.title };
  return (
    <details className={SECTION} open={errors ? true : undefined}>
      <summary className="cursor-pointer font-semibold">{t('content.translation.summary', named)}</summary>
      <p className="my-3 text-sm text-slate-600">{t('content.translation.hint', named)}</p>
      <div className="grid gap-4">
        <TextField
          label={t('content.translation.title', named)}
          maxLength={CONTENT_LIMITS.title}
          error={errors?.title?.message}
          {...written}
          {...form.register(`${path}.title`)}
        />
        <TextAreaField
          label={t('content.translation.summaryText', named)}
          maxLength={CONTENT_LIMITS.shortDescription}
          error={errors?.short_description?.message}
          {...written}
          {...form.register(`${path}.short_description`)}
        />
        <RichText
          control={form.control}
          name={`${path}.description`}
          label={t('content.translation.body', named)}
          error={errors?.description?.message}
          language={language}
        />
        <TagsField
          control={form.control}
          name={`${path}.tags`}
          label={t('content.translation.tags', named)}
          error={errors?.tags}
          language={language}
        />
      </div>
    </details>
  );
}
