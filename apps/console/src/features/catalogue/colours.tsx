import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATALOGUE_LIMITS,
  endpoints,
  type PaletteColour,
  type StaffColourBody,
  staffColourBodySchema,
  type StaffColourValues,
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
import { useCatalogueWrite } from './use-catalogue.ts';

const at = endpoints.staffCatalogue;
const column = createColumnHelper<PaletteColour>();
const resolver = zodResolver(staffColourBodySchema);

/** `/catalogue/colours`: the palette the shops' product form offers, each colour with its swatch and code. */
export function ColoursPage() {
  const { t } = useI18n();
  const columns = useMemo(
    () => [
      column.accessor('color_code', {
        header: t('catalogue.column.code'),
        cell: (info) => (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden
              className="size-5 rounded-full border border-slate-300"
              style={{ background: info.getValue() }}
            />
            <bdi dir="ltr">{info.getValue()}</bdi>
          </span>
        ),
      }),
    ],
    [t],
  );
  return (
    <PlainListPage
      list="colours"
      rows={(data) => data.colours}
      columns={columns}
      add={t('catalogue.colours.add')}
      empty={t('catalogue.colours.empty')}
      lead={t('catalogue.colours.lead')}
    />
  );
}

/** `/catalogue/colours/new` and `/catalogue/colours/:id`: a palette colour's name and code. */
export function ColourPage() {
  const { t } = useI18n();
  return (
    <PlainEntryPage
      list="colours"
      rows={(data) => data.colours}
      titles={{ new: t('catalogue.colour.new'), edit: (name) => t('catalogue.colour.edit', { name }) }}
    >
      {(colour) => <ColourForm key={colour?.id ?? 'new'} colour={colour} />}
    </PlainEntryPage>
  );
}

function ColourForm({ colour }: { colour: PaletteColour | undefined }) {
  const { t } = useI18n();
  const saved = useSaved(!colour, '/catalogue/colours');
  const save = useCatalogueWrite('colours', (body: StaffColourValues) =>
    colour ? api(at.updateColour, { params: { id: colour.id }, body }) : api(at.createColour, { body }),
  );
  const form = useForm<StaffColourBody, unknown, StaffColourValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: colour?.name ?? '', color_code: colour?.color_code ?? '#000000' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <EntryForm
      form={form}
      legend={t('catalogue.colour.fields')}
      save={(values) => save.mutateAsync(values).then(() => saved(values.name))}
      saving={save.isPending}
    >
      <TextField
        label={t('catalogue.name')}
        maxLength={CATALOGUE_LIMITS.colourName}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        className="w-28"
        type="color"
        label={t('catalogue.colour.code')}
        error={errors.color_code?.message}
        {...register('color_code')}
      />
    </EntryForm>
  );
}
