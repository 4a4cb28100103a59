import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerShopBody,
  sellerShopBodySchema,
  type SellerShopResponse,
  type SellerShopValues,
} from '@souk/contract';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SaveBar } from '../../components/save-bar.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { TextAreaField } from '../../components/text-area-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { editorLabels } from '../../components/editor-labels.ts';
import { formValues } from './form-values.ts';
import { OpenStatus } from './open-status.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { EDITOR_DIRECTION, SECTION } from './styles.ts';
import { TranslationSection } from './translation-section.tsx';
import { useSaveShopProfile } from './use-shop-profile.ts';

/**
 * The shop's profile, checked by the contract's own schema as the owner types and again by the
 * server, whose refusals land under the fields they name (a language's fields included). The
 * pictures are sent as soon as they are chosen; everything else with Save.
 */
export function ProfileForm({ profile }: { profile: SellerShopResponse }) {
  const { t } = useI18n();
  const { shop, languages } = profile;
  const save = useSaveShopProfile();
  const form = useForm<SellerShopBody, unknown, SellerShopValues>({
    resolver: zodResolver(sellerShopBodySchema),
    defaultValues: formValues(shop, languages),
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const fallback = languages.find((language) => language.is_default);
  const others = languages.filter((language) => !language.is_default);
  // The shop's own texts are written in the default language, whatever the interface's.
  const direction = fallback?.direction ?? 'ltr';
  const written = { dir: direction, lang: fallback?.name };

  const submit = form.handleSubmit(
    (values) =>
      save.mutateAsync(values).then(
        (saved) => {
          form.reset(formValues(saved.shop, saved.languages));
          toast.success(t('shopProfile.saved'));
        },
        (error: unknown) => showSaveFailure(error, form.setError, t('form.fixErrors')),
      ),
    () => toast.error(t('form.fixErrors')),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('shopProfile.identity')}</legend>
        <div className="mb-4 grid gap-4 md:grid-cols-[auto_1fr]">
          <PictureUpload picture="logo" url={shop.logo} />
          <PictureUpload picture="banner" url={shop.banner} />
        </div>
        <div className="grid gap-4">
          <TextField label={t('shopProfile.name')} {...written} error={errors.name?.message} {...register('name')} />
          <TextAreaField
            label={t('shopProfile.shortDescription')}
            {...written}
            error={errors.short_description?.message}
            {...register('short_description')}
          />
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextField
                className={EDITOR_DIRECTION[direction]}
                label={t('shopProfile.description')}
                error={errors.description?.message}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labels={editorLabels(t)}
              />
            )}
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('shopProfile.contact')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextAreaField
            className="md:col-span-2"
            label={t('shopProfile.address')}
            dir="auto"
            rows={2}
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField
            label={t('shopProfile.phone')}
            type="tel"
            dir="ltr"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label={t('shopProfile.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('shopProfile.hours')}</legend>
        <OpenStatus
          status={shop.shop_status}
          changed={formState.dirtyFields.opening_time || formState.dirtyFields.closing_time}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('shopProfile.opens')}
            type="time"
            dir="ltr"
            error={errors.opening_time?.message}
            {...register('opening_time')}
          />
          <TextField
            label={t('shopProfile.closes')}
            type="time"
            dir="ltr"
            error={errors.closing_time?.message}
            {...register('closing_time')}
          />
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('shopProfile.hoursHint')}</p>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="px-1 font-semibold">{t('shopProfile.delivery')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('shopProfile.deliveryTime')}
            {...written}
            error={errors.estimated_delivery_time?.message}
            {...register('estimated_delivery_time')}
          />
          <TextField
            label={t('shopProfile.deliveryCharge')}
            inputMode="decimal"
            dir="ltr"
            error={errors.delivery_charge?.message}
            {...register('delivery_charge')}
          />
        </div>
      </fieldset>

      {fallback &&
        others.map((language) => (
          <TranslationSection key={language.name} form={form} language={language} fallback={fallback} saved={shop} />
        ))}

      <SaveBar saving={save.isPending} label={t('shopProfile.save')} savingLabel={t('shopProfile.saving')} />
    </form>
  );
}
