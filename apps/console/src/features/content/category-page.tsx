import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_LIMITS,
  type Language,
  type StaffBlogCategory,
  type StaffBlogCategoryBody,
  staffBlogCategoryBodySchema,
  type StaffBlogCategoryValues,
} from '@souk/contract';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { HintedField } from '../../components/hinted-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SaveBar } from '../../components/save-bar.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { initialTexts, TranslationFields } from '../navigation/translation-fields.tsx';
import { SECTION } from './styles.ts';
import { useBlogCategories, useSaveCategory } from './use-blogs.ts';

const resolver = zodResolver(staffBlogCategoryBodySchema);

/** `/content/categories/new` and `/content/categories/:id`: a blog category's form. */
export function CategoryPage() {
  const { t } = useI18n();
  const id = Number(useParams().id) || undefined;
  const categories = useBlogCategories();
  const category = categories.data?.categories.find((row) => row.id === id);
  const missing = categories.data !== undefined && id !== undefined && !category;
  return (
    <section aria-labelledby="category-title" className="mx-auto max-w-3xl">
      <Link to="/content/categories" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('content.categories.back')}
      </Link>
      {categories.isPending && <p>{t('loading')}</p>}
      {categories.isError && <LoadError error={categories.error} retry={() => void categories.refetch()} />}
      {missing && <p role="alert">{t('content.category.notFound')}</p>}
      {categories.data && !missing && (
        <>
          <h1 id="category-title" className="mb-4 text-2xl font-semibold break-words">
            {category ? t('content.category.editTitle', { name: category.name }) : t('content.category.newTitle')}
          </h1>
          <CategoryForm
            key={id ?? 'new'}
            category={category}
            languages={categories.data.languages.filter((language) => !language.is_default)}
          />
        </>
      )}
    </section>
  );
}

function CategoryForm({ category, languages }: { category: StaffBlogCategory | undefined; languages: Language[] }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const save = useSaveCategory(category?.id);
  const form = useForm<StaffBlogCategoryBody, unknown, StaffBlogCategoryValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      translations: initialTexts(languages, category?.translations),
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const submit = form.handleSubmit(
    (values) =>
      save
        .mutateAsync(values)
        .then(() => {
          toast.success(t(category ? 'content.saved' : 'content.added', { name: values.name }));
          void navigate('/content/categories');
        })
        .catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors'))),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={`${SECTION} space-y-4`}>
        <legend className="px-1 font-semibold">{t('content.category.fields')}</legend>
        <TextField
          label={t('content.category.name')}
          dir="auto"
          maxLength={CONTENT_LIMITS.categoryName}
          error={errors.name?.message}
          {...register('name')}
        />
        <HintedField
          label={t('content.slug')}
          hint={t('content.category.slugHint')}
          dir="ltr"
          spellCheck={false}
          maxLength={CONTENT_LIMITS.slug}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TranslationFields
          languages={languages}
          field={t('content.category.name')}
          maxLength={CONTENT_LIMITS.categoryName}
          register={(locale) => register(`translations.${locale}`)}
          errorOf={(locale) => errors.translations?.[locale]?.message}
        />
      </fieldset>
      <SaveBar saving={save.isPending} label={t('content.save')} savingLabel={t('content.saving')} />
    </form>
  );
}
