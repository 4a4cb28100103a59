import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_LIMITS,
  endpoints,
  type StaffCategory,
  type StaffCategoryBody,
  staffCategoryBodySchema,
  type StaffCategoryTree,
  type StaffCategoryValues,
} from '@souk/contract';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../components/select-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EntryForm } from '../navigation/entry-form.tsx';
import { initialTexts, TranslationFields } from '../navigation/translation-fields.tsx';
import { listedAt, otherLanguages, useDone } from './entry-frame.tsx';
import { SlugField } from './slug-field.tsx';
import { useCatalogueWrite } from './use-catalogue.ts';

const resolver = zodResolver(staffCategoryBodySchema);

/**
 * A category's name, slug, parent, whether shoppers see it, and its names in the other
 * languages. A new one opens on its own page, where its picture is uploaded.
 */
export function CategoryForm({
  tree,
  category,
  parentId,
}: {
  tree: StaffCategoryTree;
  category: StaffCategory | undefined;
  parentId: number | null;
}) {
  const { t } = useI18n();
  const done = useDone();
  const languages = otherLanguages(tree.languages);
  const save = useCatalogueWrite('categories', (body: StaffCategoryValues) =>
    category
      ? api(endpoints.staffCatalogue.updateCategory, { params: { id: category.id }, body })
      : api(endpoints.staffCatalogue.createCategory, { body }),
  );
  const form = useForm<StaffCategoryBody, unknown, StaffCategoryValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      parent_id: String(category ? (category.parent_id ?? '') : (parentId ?? '')),
      is_active: category?.is_active ?? true,
      translations: initialTexts(languages, category?.translations),
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  // A category may hang under any top-level category but itself.
  const parents = tree.categories.filter((other) => other.id !== category?.id);
  const submit = async (values: StaffCategoryValues) => {
    const answer = await save.mutateAsync(values);
    // Back to where it is listed: its parent's page, or the categories.
    if (category) done('catalogue.saved', values.name, listedAt(values.parent_id));
    else done('catalogue.added', values.name, `/catalogue/categories/${answer.id}`);
  };
  return (
    <EntryForm form={form} legend={t('catalogue.category.fields')} save={submit} saving={save.isPending}>
      <TextField
        label={t('catalogue.name')}
        maxLength={CATALOGUE_LIMITS.categoryName}
        error={errors.name?.message}
        {...register('name')}
      />
      <SlugField field={register('slug')} error={errors.slug?.message} />
      <div>
        <SelectField
          label={t('catalogue.category.parent')}
          options={parents}
          empty={t('catalogue.category.parentNone')}
          error={errors.parent_id?.message}
          {...register('parent_id')}
        />
        {category && <p className="mt-1 text-xs text-slate-600">{t('catalogue.category.parentHint')}</p>}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('is_active')} />
        {t('catalogue.category.isActive')}
      </label>
      <TranslationFields
        languages={languages}
        field={t('catalogue.name')}
        maxLength={CATALOGUE_LIMITS.categoryName}
        register={(locale) => register(`translations.${locale}`)}
        errorOf={(locale) => errors.translations?.[locale]?.message}
      />
      {!category && <p className="text-sm text-slate-600">{t('catalogue.thumbnail.later')}</p>}
    </EntryForm>
  );
}
