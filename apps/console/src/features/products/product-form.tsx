import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerProduct,
  type SellerProductBody,
  sellerProductBodySchema,
  type SellerProductOptions,
  type SellerProductValues,
} from '@souk/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { editorLabels } from '../../components/editor-labels.ts';
import { SaveBar } from '../../components/save-bar.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { OptionRows } from './option-rows.tsx';
import { ProductTranslation } from './product-translations.tsx';
import { SECTION } from './styles.ts';

/** An empty choice is no id at all (null), else the id as a number. */
const idOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The form's starting values: the product's, or a new product's. */
function initialValues(product: SellerProduct | undefined): SellerProductBody {
  if (!product) {
    return {
      name: '',
      code: '',
      category_id: '',
      price: '',
      discount_price: 0,
      quantity: 0,
      is_active: true,
      sizes: [],
      colors: [],
      video_url: '',
      translations: {},
    };
  }
  // The pictures are not the form's: they have calls of their own (product-photos.tsx).
  const { sizes, colors, images: _images, ...rest } = product;
  return {
    ...rest,
    sizes: sizes.map(({ name, price }) => ({ name, price })),
    colors: colors.map(({ name, color_code, price }) => ({ name, color_code, price })),
  };
}

/**
 * The product's fields, checked by the contract's own schema as the owner types, and again by
 * the server, whose refusals land under the fields they name.
 */
export function ProductForm({
  product,
  options,
  saving,
  onSave,
}: {
  product: SellerProduct | undefined;
  options: SellerProductOptions;
  saving: boolean;
  onSave: (values: SellerProductValues) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const form = useForm<SellerProductBody, unknown, SellerProductValues>({
    resolver: zodResolver(sellerProductBodySchema),
    defaultValues: initialValues(product),
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const categoryId = Number(useWatch({ control: form.control, name: 'category_id' }));
  const labels = editorLabels(t);
  const fallback = options.languages.find((language) => language.is_default);
  const subCategories = options.categories.find((category) => category.id === categoryId)?.sub_categories ?? [];
  const submit = form.handleSubmit(
    (values) => onSave(values).catch((error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors'))),
    () => toast.error(t('form.fixErrors')),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('product.basics')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('product.name')} dir="auto" error={errors.name?.message} {...register('name')} />
          <TextField label={t('product.code')} dir="ltr" error={errors.code?.message} {...register('code')} />
          <SelectField
            label={t('product.category')}
            empty={t('product.choose')}
            options={options.categories}
            error={errors.category_id?.message}
            {...register('category_id', {
              setValueAs: idOrNull,
              onChange: () => form.setValue('sub_category_id', null),
            })}
          />
          <SelectField
            label={t('product.subCategory')}
            empty={t('product.none')}
            options={subCategories}
            error={errors.sub_category_id?.message}
            {...register('sub_category_id', { setValueAs: idOrNull })}
          />
          <SelectField
            label={t('product.brand')}
            empty={t('product.none')}
            options={options.brands}
            error={errors.brand_id?.message}
            {...register('brand_id', { setValueAs: idOrNull })}
          />
          <SelectField
            label={t('product.unit')}
            empty={t('product.none')}
            options={options.units}
            error={errors.unit_id?.message}
            {...register('unit_id', { setValueAs: idOrNull })}
          />
          <TextAreaField
            className="md:col-span-2"
            label={t('product.shortDescription')}
            error={errors.short_description?.message}
            {...register('short_description')}
          />
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextField
                className="md:col-span-2"
                label={t('product.description')}
                error={errors.description?.message}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labels={labels}
              />
            )}
          />
        </div>
      </fieldset>
      {options.languages
        .filter((language) => !language.is_default)
        .map((language) => (
          <ProductTranslation key={language.name} form={form} language={language} fallback={fallback} labels={labels} />
        ))}
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('product.pricing')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('product.price')}
            inputMode="decimal"
            dir="ltr"
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={t('product.discountPrice')}
            inputMode="decimal"
            dir="ltr"
            error={errors.discount_price?.message}
            {...register('discount_price')}
          />
          <TextField
            label={t('product.quantity')}
            inputMode="numeric"
            dir="ltr"
            error={errors.quantity?.message}
            {...register('quantity')}
          />
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...register('is_active')} />
          {t('product.active')}
        </label>
      </fieldset>
      <OptionRows form={form} kind="sizes" />
      <OptionRows form={form} kind="colors" />
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('productMedia.video')}</legend>
        <p className="mb-3 text-sm text-slate-600">{t('productMedia.videoHint')}</p>
        <TextField
          label={t('productMedia.videoUrl')}
          type="url"
          inputMode="url"
          dir="ltr"
          error={errors.video_url?.message}
          {...register('video_url')}
        />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('product.seo')}</legend>
        <div className="grid gap-4">
          <TextField label={t('product.metaTitle')} error={errors.meta_title?.message} {...register('meta_title')} />
          <TextAreaField
            label={t('product.metaDescription')}
            error={errors.meta_description?.message}
            {...register('meta_description')}
          />
        </div>
      </fieldset>
      <SaveBar saving={saving} label={t('product.save')} savingLabel={t('product.saving')} />
    </form>
  );
}
