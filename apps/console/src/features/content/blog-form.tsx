import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_LIMITS,
  type Language,
  type StaffBlog,
  type StaffBlogBody,
  staffBlogBodySchema,
  type StaffBlogValues,
} from '@souk/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { HintedField } from '../../components/hinted-field.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { BlogTranslation } from './blog-translation.tsx';
import { RichText } from './rich-text.tsx';
import { SECTION } from './styles.ts';
import { TagsField } from './tags-input.tsx';

const resolver = zodResolver(staffBlogBodySchema);

/** The form's starting values: the post's, or a new post's; every other language's texts blank where there are none. */
function initialValues(blog: StaffBlog | undefined, languages: Language[]): StaffBlogBody {
  const translations = Object.fromEntries(
    languages.map((language) => {
      const texts = blog?.translations[language.name];
      return [
        language.name,
        {
          title: texts?.title ?? '',
          short_description: texts?.short_description ?? '',
          description: texts?.description ?? '',
          tags: texts?.tags ?? [],
        },
      ];
    }),
  );
  if (!blog) {
    return {
      title: '',
      slug: '',
      category_id: '',
      short_description: '',
      description: '',
      tags: [],
      is_active: false,
      translations,
    };
  }
  const { title, slug, category, short_description, description, tags, is_active } = blog;
  return {
    title,
    slug,
    category_id: category.id,
    short_description: short_description ?? '',
    description,
    tags,
    is_active,
    translations,
  };
}

/**
 * A post's fields, checked by the contract's own schema as staff type and again by the server,
 * whose refusals land under the fields they name. It is shown only once it has a thumbnail.
 */
export function BlogForm({
  blog,
  fallback,
  categories,
  languages,
  saving,
  onSave,
}: {
  blog: StaffBlog | undefined;
  /** The default language, whose texts are the post's own: written in its direction. */
  fallback: Language | undefined;
  categories: ReadonlyArray<{ id: number; name: string }>;
  /** The other languages (not the default). */
  languages: Language[];
  saving: boolean;
  onSave: (values: StaffBlogValues) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const form = useForm<StaffBlogBody, unknown, StaffBlogValues>({
    resolver,
    defaultValues: initialValues(blog, languages),
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const hasThumbnail = Boolean(blog?.thumbnail);
  const written = fallback ? { dir: fallback.direction, lang: fallback.name } : { dir: 'auto' as const };
  const submit = form.handleSubmit(
    (values) => onSave(values).catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors'))),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('content.blog.fields')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            className="md:col-span-2"
            label={t('content.blog.title')}
            {...written}
            maxLength={CONTENT_LIMITS.title}
            error={errors.title?.message}
            {...register('title')}
          />
          <HintedField
            label={t('content.slug')}
            hint={t('content.blog.slugHint')}
            dir="ltr"
            spellCheck={false}
            maxLength={CONTENT_LIMITS.slug}
            error={errors.slug?.message}
            {...register('slug')}
          />
          <SelectField
            label={t('content.blog.category')}
            empty={t('content.blog.chooseCategory')}
            options={categories}
            error={errors.category_id?.message}
            {...register('category_id')}
          />
          <TextAreaField
            className="md:col-span-2"
            label={t('content.blog.summary')}
            {...written}
            maxLength={CONTENT_LIMITS.shortDescription}
            error={errors.short_description?.message}
            {...register('short_description')}
          />
          <RichText
            className="md:col-span-2"
            control={form.control}
            name="description"
            label={t('content.blog.body')}
            error={errors.description?.message}
            language={fallback}
          />
          <div className="md:col-span-2">
            <TagsField
              control={form.control}
              name="tags"
              label={t('content.blog.tags')}
              error={errors.tags}
              language={fallback}
            />
          </div>
        </div>
        {/* Shown only with a thumbnail: until then there is nothing to tick. */}
        {hasThumbnail && (
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...register('is_active')} />
            {t('content.blog.active')}
          </label>
        )}
        <p className="mt-3 text-sm text-slate-600">
          {t(
            hasThumbnail ? 'content.blog.activeHint' : blog ? 'content.blog.needsThumbnail' : 'content.blog.draftHint',
          )}
        </p>
        {errors.is_active?.message && <p className="mt-1 text-sm text-red-700">{errors.is_active.message}</p>}
      </fieldset>
      {languages.map((language) => (
        <BlogTranslation key={language.name} form={form} language={language} />
      ))}
      <SaveBar saving={saving} label={t('content.save')} savingLabel={t('content.saving')} />
    </form>
  );
}
