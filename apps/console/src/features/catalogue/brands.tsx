import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_LIMITS,
  endpoints,
  type StaffBrand,
  type StaffBrandBody,
  staffBrandBodySchema,
  type StaffBrandValues,
} from '@souk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EntryForm } from '../navigation/entry-form.tsx';
import { useSaved } from './entry-frame.tsx';
import { PlainEntryPage } from './plain-entry.tsx';
import { PlainListPage } from './plain-list.tsx';
import { SlugField } from './slug-field.tsx';
import { useCatalogueWrite } from './use-catalogue.ts';

const at = endpoints.staffCatalogue;
const column = createColumnHelper<StaffBrand>();
const resolver = zodResolver(staffBrandBodySchema);

/** `/catalogue/brands`: every brand by name, whether shops may pick it, and how many products are of it. */
export function BrandsPage() {
  const { t } = useI18n();
  const columns = useMemo(
    () => [
      column.accessor('slug', {
        header: t('catalogue.column.slug'),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
      column.accessor('is_active', {
        header: t('catalogue.column.status'),
        cell: (info) => t(info.getValue() ? 'catalogue.brand.offered' : 'catalogue.brand.retired'),
      }),
    ],
    [t],
  );
  return (
    <PlainListPage
      counted
      list="brands"
      rows={(data) => data.brands}
      columns={columns}
      add={t('catalogue.brands.add')}
      empty={t('catalogue.brands.empty')}
    />
  );
}

/** `/catalogue/brands/new` and `/catalogue/brands/:id`: a brand's name, slug and whether shops may pick it. */
export function BrandPage() {
  const { t } = useI18n();
  return (
    <PlainEntryPage
      list="brands"
      rows={(data) => data.brands}
      titles={{ new: t('catalogue.brand.new'), edit: (name) => t('catalogue.brand.edit', { name }) }}
      inUse={(brand) =>
        brand.product_count > 0 ? t('catalogue.brand.inUse', { count: brand.product_count }) : undefined
      }
    >
      {(brand) => <BrandForm key={brand?.id ?? 'new'} brand={brand} />}
    </PlainEntryPage>
  );
}

function BrandForm({ brand }: { brand: StaffBrand | undefined }) {
  const { t } = useI18n();
  const saved = useSaved(!brand, '/catalogue/brands');
  const save = useCatalogueWrite('brands', (body: StaffBrandValues) =>
    brand ? api(at.updateBrand, { params: { id: brand.id }, body }) : api(at.createBrand, { body }),
  );
  const form = useForm<StaffBrandBody, unknown, StaffBrandValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: brand?.name ?? '', slug: brand?.slug ?? '', is_active: brand?.is_active ?? true },
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <EntryForm
      form={form}
      legend={t('catalogue.brand.fields')}
      save={(values) => save.mutateAsync(values).then(() => saved(values.name))}
      saving={save.isPending}
    >
      <TextField
        label={t('catalogue.name')}
        maxLength={CATALOGUE_LIMITS.brandName}
        error={errors.name?.message}
        {...register('name')}
      />
      <SlugField field={register('slug')} error={errors.slug?.message} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('is_active')} />
        {t('catalogue.brand.isActive')}
      </label>
    </EntryForm>
  );
}
