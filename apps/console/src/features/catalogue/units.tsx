import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_LIMITS,
  endpoints,
  type Language,
  type StaffUnit,
  type StaffUnitBody,
  staffUnitBodySchema,
  type StaffUnitValues,
} from '@souk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EntryForm } from '../navigation/entry-form.tsx';
import { initialTexts, TranslationFields } from '../navigation/translation-fields.tsx';
import { otherLanguages, useSaved } from './entry-frame.tsx';
import { PlainEntryPage } from './plain-entry.tsx';
import { PlainListPage } from './plain-list.tsx';
import { useCatalogueWrite } from './use-catalogue.ts';

const at = endpoints.staffCatalogue;
const column = createColumnHelper<StaffUnit>();
const resolver = zodResolver(staffUnitBodySchema);

/** `/catalogue/units`: every unit of sale by name, its names in the other languages, and how many products use it. */
export function UnitsPage() {
  const { t } = useI18n();
  const columns = useMemo(
    () => [
      column.accessor('translations', {
        header: t('catalogue.column.languages'),
        cell: (info) =>
          Object.entries(info.getValue()).flatMap(([locale, name]) =>
            name
              ? [
                  <bdi key={locale} lang={locale} className="me-2">
                    {name}
                  </bdi>,
                ]
              : [],
          ),
      }),
    ],
    [t],
  );
  return (
    <PlainListPage
      counted
      list="units"
      rows={(data) => data.units}
      columns={columns}
      add={t('catalogue.units.add')}
      empty={t('catalogue.units.empty')}
    />
  );
}

/** `/catalogue/units/new` and `/catalogue/units/:id`: a unit's name in each language. */
export function UnitPage() {
  const { t } = useI18n();
  return (
    <PlainEntryPage
      list="units"
      rows={(data) => data.units}
      titles={{ new: t('catalogue.unit.new'), edit: (name) => t('catalogue.unit.edit', { name }) }}
      inUse={(unit) => (unit.product_count > 0 ? t('catalogue.unit.inUse', { count: unit.product_count }) : undefined)}
    >
      {(unit, data) => <UnitForm key={unit?.id ?? 'new'} unit={unit} languages={otherLanguages(data.languages)} />}
    </PlainEntryPage>
  );
}

function UnitForm({ unit, languages }: { unit: StaffUnit | undefined; languages: Language[] }) {
  const { t } = useI18n();
  const saved = useSaved(!unit, '/catalogue/units');
  const save = useCatalogueWrite('units', (body: StaffUnitValues) =>
    unit ? api(at.updateUnit, { params: { id: unit.id }, body }) : api(at.createUnit, { body }),
  );
  const form = useForm<StaffUnitBody, unknown, StaffUnitValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: unit?.name ?? '', translations: initialTexts(languages, unit?.translations) },
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <EntryForm
      form={form}
      legend={t('catalogue.unit.fields')}
      save={(values) => save.mutateAsync(values).then(() => saved(values.name))}
      saving={save.isPending}
    >
      <TextField
        label={t('catalogue.name')}
        maxLength={CATALOGUE_LIMITS.unitName}
        error={errors.name?.message}
        {...register('name')}
      />
      <TranslationFields
        languages={languages}
        field={t('catalogue.name')}
        maxLength={CATALOGUE_LIMITS.unitName}
        register={(locale) => register(`translations.${locale}`)}
        errorOf={(locale) => errors.translations?.[locale]?.message}
      />
    </EntryForm>
  );
}
