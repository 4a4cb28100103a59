import type { User } from '@souk/contract';
import { digitsOnly } from '@souk/contract';
import { CircleUserRound } from 'lucide-react';
import { useState } from 'react';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { Button } from '@souk/ui/button';
import { LazyImage } from '../../components/ui/lazy-image.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { PHOTO_TYPES, photoProblem, useProfileQuery, useUpdateProfile } from '../../features/account/index.ts';
import { useT } from '../../lib/i18n.ts';
import { useFieldErrors } from '../../lib/form.ts';

export function Component() {
  const user = useProfileQuery().data?.user;
  return (
    <AccountScreen title="My Profile">
      {/* Keyed by the user so the uncontrolled fields take the loaded values. */}
      {user ? <ProfileForm key={user.id} user={user} /> : <Skeleton className="h-72 w-full" />}
    </AccountScreen>
  );
}

function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const mutation = useUpdateProfile();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { errors, onInput } = useFieldErrors(mutation.error);
  const photoMessage = photoError ? t(photoError) : errors.profile_photo;
  const photo = preview ?? user.profile_photo;

  return (
    <form
      onInput={onInput}
      noValidate
      className="grid max-w-xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const file = form.get('profile_photo');
        // An empty file input still sends an empty part; leave the photo out then.
        if (file instanceof File && file.size === 0) form.delete('profile_photo');
        form.set('phone', digitsOnly(String(form.get('phone') ?? '')));
        if (photoError) return;
        mutation.mutate(form);
      }}
    >
      <div className="flex items-center gap-4">
        {photo ? (
          <LazyImage src={photo} width={64} height={64} eager className="size-16 rounded-full object-cover" />
        ) : (
          <CircleUserRound aria-hidden className="size-16 text-slate-400" />
        )}
        <div className="min-w-0 flex-1">
          <label htmlFor="field-profile_photo" className="mb-1 block text-sm font-medium text-slate-700">
            {t('Profile Photo')}
          </label>
          <input
            id="field-profile_photo"
            name="profile_photo"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-invalid={photoMessage ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setPhotoError(file ? photoProblem(file) : null);
              setPreview(file && !photoProblem(file) ? URL.createObjectURL(file) : null);
            }}
            className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-primary-800"
          />
          {photoMessage ? <p className="mt-1 text-sm text-rose-700">{photoMessage}</p> : null}
        </div>
      </div>
      <TextField name="name" label={t('Full Name')} defaultValue={user.name} autoComplete="name" error={errors.name} />
      <TextField
        name="email"
        type="email"
        label={t('Email Address')}
        defaultValue={user.email ?? ''}
        autoComplete="email"
        dir="ltr"
        error={errors.email}
      />
      <TextField
        name="phone"
        type="tel"
        inputMode="numeric"
        label={t('Phone Number')}
        defaultValue={user.phone ?? ''}
        autoComplete="tel-national"
        dir="ltr"
        leading={user.phone_code ?? undefined}
        error={errors.phone}
      />
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {mutation.isPending ? t('Processing') : t('Save Changes')}
      </Button>
    </form>
  );
}
