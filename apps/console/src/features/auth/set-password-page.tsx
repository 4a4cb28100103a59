import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, newPasswordSchema } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { fieldError, showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';

const MISMATCH = 'mismatch';
const formSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: MISMATCH });
type FormValues = z.infer<typeof formSchema>;

/**
 * A newly approved shop owner's first password, from the link in their approval mail
 * (`?token=`); then the sign-in page with their e-mail filled in.
 */
export function SetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onTouched' });
  const save = useMutation({
    mutationFn: (password: string) => api(endpoints.staffSellers.setPassword, { body: { token, password } }),
    onSuccess: ({ email }) => {
      toast.success(t('setPassword.done', { email }));
      void navigate(`/sign-in?email=${encodeURIComponent(email)}`, { replace: true });
    },
    // A spent or unknown link is refused on `token`, which has no field: it shows above the button.
    onError: (error) => {
      if (!fieldError(error, 'token')) showSaveFailure(error, form.setError, t('form.fixErrors'));
    },
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) => (text === MISMATCH ? t('setPassword.mismatch') : text);
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <KeyRound aria-hidden className="mb-3 size-8 text-primary-700" />
          <h1 className="text-xl font-semibold">{t('setPassword.title')}</h1>
          <p className="mt-1 mb-5 text-sm text-slate-600">{t('setPassword.lead')}</p>
          {token ? (
            <form
              noValidate
              onSubmit={form.handleSubmit((values) => save.mutate(values.password))}
              className="space-y-4"
            >
              <TextField
                label={t('setPassword.password')}
                type="password"
                autoComplete="new-password"
                dir="ltr"
                error={message(errors.password?.message)}
                {...form.register('password')}
              />
              <TextField
                label={t('setPassword.confirm')}
                type="password"
                autoComplete="new-password"
                dir="ltr"
                error={message(errors.confirm?.message)}
                {...form.register('confirm')}
              />
              {fieldError(save.error, 'token') && (
                <p role="alert" className="text-sm text-red-700">
                  {fieldError(save.error, 'token')}
                </p>
              )}
              <button
                type="submit"
                disabled={save.isPending}
                className="w-full rounded-md bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
              >
                {save.isPending ? t('setPassword.submitting') : t('setPassword.submit')}
              </button>
            </form>
          ) : (
            <p role="alert" className="text-sm text-red-700">
              {t('setPassword.noToken')}
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
