import { zodResolver } from '@hookform/resolvers/zod';
import {
  endpoints,
  NAVIGATION_LIMITS,
  type StaffSocialLink,
  type StaffSocialLinkBody,
  staffSocialLinkBodySchema,
  type StaffSocialLinkValues,
} from '@souk/contract';
import { useForm, useWatch } from 'react-hook-form';
import { HintedField } from '../../components/hinted-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EntryForm } from './entry-form.tsx';
import { EntryPage, useListEntry, useSaved } from './entry-page.tsx';
import { useNavigationWrite } from './use-navigation.ts';

const resolver = zodResolver(staffSocialLinkBodySchema);

/** `/navigation/social/new` and `/navigation/social/:id`: a social link's form. */
export function SocialLinkPage() {
  const { key, find, title } = useListEntry(
    (navigation) => navigation.social_links,
    (link) => link.name,
    'navigation.social',
  );
  return (
    <EntryPage title={title}>
      {(navigation) => (
        <SocialLinkForm
          key={key}
          link={find(navigation)}
          // A new link starts with the first one's logo: the shop may not have a picture of its own yet.
          logo={navigation.social_links[0]?.logo ?? ''}
        />
      )}
    </EntryPage>
  );
}

function SocialLinkForm({ link, logo }: { link: StaffSocialLink | undefined; logo: string }) {
  const { t } = useI18n();
  const saved = useSaved();
  const save = useNavigationWrite((body: StaffSocialLinkValues) =>
    link
      ? api(endpoints.staffNavigation.updateSocialLink, { params: { id: link.id }, body })
      : api(endpoints.staffNavigation.createSocialLink, { body }),
  );
  const form = useForm<StaffSocialLinkBody, unknown, StaffSocialLinkValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: link?.name ?? '', link: link?.link ?? '', logo: link?.logo ?? logo },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const shownLogo = useWatch({ control: form.control, name: 'logo' });
  return (
    <EntryForm
      form={form}
      legend={t('navigation.social.fields')}
      save={(values) => save.mutateAsync(values).then(() => saved(!link, values.name))}
      saving={save.isPending}
    >
      <TextField
        label={t('navigation.social.name')}
        maxLength={NAVIGATION_LIMITS.socialName}
        error={errors.name?.message}
        {...register('name')}
      />
      <HintedField
        label={t('navigation.social.link')}
        hint={t('navigation.social.linkHint')}
        dir="ltr"
        inputMode="url"
        spellCheck={false}
        maxLength={NAVIGATION_LIMITS.url}
        error={errors.link?.message}
        {...register('link')}
      />
      <div className="flex items-end gap-3">
        <HintedField
          className="min-w-0 flex-1"
          label={t('navigation.social.logo')}
          hint={t('navigation.social.logoHint')}
          dir="ltr"
          spellCheck={false}
          maxLength={NAVIGATION_LIMITS.url}
          error={errors.logo?.message}
          {...register('logo')}
        />
        {shownLogo?.startsWith('/') && (
          <img src={shownLogo} alt="" width={40} height={40} className="mb-6 size-10 rounded-full bg-slate-100" />
        )}
      </div>
    </EntryForm>
  );
}
