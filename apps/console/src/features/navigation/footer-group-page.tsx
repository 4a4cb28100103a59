import { zodResolver } from '@hookform/resolvers/zod';
import {
  endpoints,
  NAVIGATION_LIMITS,
  type StaffFooterGroup,
  type StaffFooterGroupBody,
  staffFooterGroupBodySchema,
  type StaffFooterGroupValues,
  type StaffNavigation,
} from '@souk/contract';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EntryForm } from './entry-form.tsx';
import { EntryPage, otherLanguages, useListEntry, useSaved } from './entry-page.tsx';
import { FooterItems } from './footer-items.tsx';
import { initialTexts, TranslationFields } from './translation-fields.tsx';
import { useNavigationWrite } from './use-navigation.ts';

const resolver = zodResolver(staffFooterGroupBodySchema);

/** `/navigation/footer/new` and `/navigation/footer/:id`: a footer column's title, and its entries once it exists. */
export function FooterGroupPage() {
  const { key, find, title } = useListEntry(
    (navigation) => navigation.footer_groups,
    (group) => group.title,
    'navigation.group',
  );
  return (
    <EntryPage title={title}>
      {(navigation) => {
        const group = find(navigation);
        return (
          <div className="space-y-6">
            <FooterGroupForm key={key} navigation={navigation} group={group} />
            {group && <FooterItems group={group} />}
          </div>
        );
      }}
    </EntryPage>
  );
}

function FooterGroupForm({ navigation, group }: { navigation: StaffNavigation; group: StaffFooterGroup | undefined }) {
  const { t } = useI18n();
  const languages = otherLanguages(navigation);
  const saved = useSaved();
  const save = useNavigationWrite((body: StaffFooterGroupValues) =>
    group
      ? api(endpoints.staffNavigation.updateFooterGroup, { params: { id: group.id }, body })
      : api(endpoints.staffNavigation.createFooterGroup, { body }),
  );
  const form = useForm<StaffFooterGroupBody, unknown, StaffFooterGroupValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { title: group?.title ?? '', translations: initialTexts(languages, group?.translations) },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const submit = async (values: StaffFooterGroupValues) => {
    const navigationNow = await save.mutateAsync(values);
    // A new column opens on its own page, to add its entries.
    const created = group ? undefined : navigationNow.footer_groups.at(-1);
    saved(!group, values.title, created ? `/navigation/footer/${created.id}` : '/navigation');
  };
  return (
    <EntryForm form={form} legend={t('navigation.group.fields')} save={submit} saving={save.isPending}>
      <TextField
        label={t('navigation.group.title')}
        maxLength={NAVIGATION_LIMITS.groupTitle}
        error={errors.title?.message}
        {...register('title')}
      />
      <TranslationFields
        languages={languages}
        field={t('navigation.group.title')}
        maxLength={NAVIGATION_LIMITS.groupTitle}
        register={(locale) => register(`translations.${locale}`)}
        errorOf={(locale) => errors.translations?.[locale]?.message}
      />
    </EntryForm>
  );
}
