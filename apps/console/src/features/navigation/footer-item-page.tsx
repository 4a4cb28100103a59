import { zodResolver } from '@hookform/resolvers/zod';
import {
  endpoints,
  footerItemTypes,
  NAVIGATION_LIMITS,
  type StaffFooterGroup,
  type StaffFooterItem,
  type StaffFooterItemBody,
  staffFooterItemBodySchema,
  type StaffFooterItemValues,
  type StaffNavigation,
  translatedFooterItemTypes,
} from '@souk/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { CONTROL, Field } from '../../components/field.tsx';
import { HintedField } from '../../components/hinted-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EntryForm } from './entry-form.tsx';
import { EntryPage, otherLanguages, useSaved } from './entry-page.tsx';
import { useItemName } from './footer-items.tsx';
import { LinkFields } from './link-fields.tsx';
import { initialTexts, TranslationFields } from './translation-fields.tsx';
import { useNavigationWrite } from './use-navigation.ts';

const resolver = zodResolver(staffFooterItemBodySchema);

/** The column and, when editing, the entry the URL names (`:groupId` to add, `:id` to edit). */
function useEntry() {
  const params = useParams();
  const itemId = Number(params.id) || undefined;
  const groupId = Number(params.groupId) || undefined;
  return (navigation: StaffNavigation) => {
    const group = navigation.footer_groups.find((candidate) =>
      itemId === undefined ? candidate.id === groupId : candidate.items.some((item) => item.id === itemId),
    );
    return { group, item: group?.items.find((item) => item.id === itemId), editing: itemId !== undefined };
  };
}

/** `/navigation/footer/:groupId/items/new` and `/navigation/footer-items/:id`: a footer entry's form. */
export function FooterItemPage() {
  const { t } = useI18n();
  const find = useEntry();
  const params = useParams();
  return (
    <EntryPage
      back={params.groupId ? `/navigation/footer/${params.groupId}` : '/navigation'}
      title={(navigation) => {
        const { group, item, editing } = find(navigation);
        if (!group || (editing && !item)) return undefined;
        return t(editing ? 'navigation.item.edit' : 'navigation.item.new', { name: group.title });
      }}
    >
      {(navigation) => {
        const { group, item } = find(navigation);
        return group && <FooterItemForm key={item?.id ?? 'new'} navigation={navigation} group={group} item={item} />;
      }}
    </EntryPage>
  );
}

function FooterItemForm({
  navigation,
  group,
  item,
}: {
  navigation: StaffNavigation;
  group: StaffFooterGroup;
  item: StaffFooterItem | undefined;
}) {
  const { t } = useI18n();
  const languages = otherLanguages(navigation);
  const saved = useSaved();
  const nameOf = useItemName();
  const save = useNavigationWrite((body: StaffFooterItemValues) =>
    item
      ? api(endpoints.staffNavigation.updateFooterItem, { params: { id: item.id }, body })
      : api(endpoints.staffNavigation.createFooterItem, { params: { id: group.id }, body }),
  );
  const form = useForm<StaffFooterItemBody, unknown, StaffFooterItemValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      type: item?.type ?? 'link',
      title: item?.title ?? '',
      url: item?.url ?? '',
      target: item?.target ?? '_self',
      translations: initialTexts(languages, item?.translations),
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const translated = translatedFooterItemTypes.includes(type);
  return (
    <EntryForm
      form={form}
      legend={t('navigation.item.fields')}
      save={(values) =>
        save
          .mutateAsync(translated ? values : { ...values, translations: {} })
          .then(() => saved(!item, nameOf(values), `/navigation/footer/${group.id}`))
      }
      saving={save.isPending}
    >
      <Field label={t('navigation.item.type')} error={errors.type?.message}>
        {(control) => (
          <select className={CONTROL} {...control} {...register('type')}>
            {footerItemTypes.map((option) => (
              <option key={option} value={option}>
                {t(`navigation.item.type.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <HintedField
        label={t('navigation.item.title')}
        hint={t(`navigation.item.titleHint.${type}`)}
        maxLength={NAVIGATION_LIMITS.itemTitle}
        dir={type === 'email' || type === 'phone' ? 'ltr' : undefined}
        error={errors.title?.message}
        {...register('title')}
      />
      {type === 'link' && (
        <LinkFields
          hint={t('navigation.urlHint.link')}
          url={{ field: register('url'), error: errors.url?.message }}
          target={{ field: register('target'), error: errors.target?.message }}
        />
      )}
      {translated && (
        <TranslationFields
          languages={languages}
          field={t('navigation.item.title')}
          maxLength={NAVIGATION_LIMITS.itemTitle}
          register={(locale) => register(`translations.${locale}`)}
          errorOf={(locale) => errors.translations?.[locale]?.message}
        />
      )}
    </EntryForm>
  );
}
