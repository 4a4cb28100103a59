import { zodResolver } from '@hookform/resolvers/zod';
import {
  endpoints,
  NAVIGATION_LIMITS,
  type StaffMenu,
  type StaffMenuBody,
  staffMenuBodySchema,
  type StaffMenuValues,
  type StaffNavigation,
} from '@souk/contract';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EntryForm } from './entry-form.tsx';
import { EntryPage, otherLanguages, useListEntry, useSaved } from './entry-page.tsx';
import { LinkFields } from './link-fields.tsx';
import { initialTexts, TranslationFields } from './translation-fields.tsx';
import { useNavigationWrite } from './use-navigation.ts';

const resolver = zodResolver(staffMenuBodySchema);

/** `/navigation/menus/new` and `/navigation/menus/:id`: a header menu link's form. */
export function MenuPage() {
  const { key, find, title } = useListEntry(
    (navigation) => navigation.menus,
    (menu) => menu.name,
    'navigation.menu',
  );
  return (
    <EntryPage title={title}>
      {(navigation) => <MenuForm key={key} navigation={navigation} menu={find(navigation)} />}
    </EntryPage>
  );
}

function MenuForm({ navigation, menu }: { navigation: StaffNavigation; menu: StaffMenu | undefined }) {
  const { t } = useI18n();
  const languages = otherLanguages(navigation);
  const saved = useSaved();
  const save = useNavigationWrite((body: StaffMenuValues) =>
    menu
      ? api(endpoints.staffNavigation.updateMenu, { params: { id: menu.id }, body })
      : api(endpoints.staffNavigation.createMenu, { body }),
  );
  const form = useForm<StaffMenuBody, unknown, StaffMenuValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: menu?.name ?? '',
      url: menu?.url ?? '',
      target: menu?.target ?? '_self',
      is_external: menu?.is_external ?? false,
      translations: initialTexts(languages, menu?.translations),
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const external = useWatch({ control: form.control, name: 'is_external' });
  return (
    <EntryForm
      form={form}
      legend={t('navigation.menu.fields')}
      save={(values) => save.mutateAsync(values).then(() => saved(!menu, values.name))}
      saving={save.isPending}
    >
      <TextField
        label={t('navigation.name')}
        maxLength={NAVIGATION_LIMITS.menuName}
        error={errors.name?.message}
        {...register('name')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('is_external')} />
        {t('navigation.isExternal')}
      </label>
      <LinkFields
        hint={t(external ? 'navigation.urlHint.external' : 'navigation.urlHint.internal')}
        url={{ field: register('url'), error: errors.url?.message }}
        target={{ field: register('target'), error: errors.target?.message }}
      />
      <TranslationFields
        languages={languages}
        field={t('navigation.name')}
        maxLength={NAVIGATION_LIMITS.menuName}
        register={(locale) => register(`translations.${locale}`)}
        errorOf={(locale) => errors.translations?.[locale]?.message}
      />
    </EntryForm>
  );
}
