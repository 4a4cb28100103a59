import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, newPasswordSchema } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { AuthCard } from '../../components/auth-card.tsx';
import { api } from '../../lib/api.ts';
import { fieldError, showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { confirmField, confirmed, NewPasswordFields } from './new-password-fields.tsx';

const formSchema = confirmed(z.object({ password: newPasswordSchema, ...confirmField }));
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
  return (
    <AuthCard icon={KeyRound} title={t('setPassword.title')} lead={t('setPassword.lead')}>
      {token ? (
        <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values.password))} className="space-y-4">
          <NewPasswordFields
            page="setPassword"
            password={form.register('password')}
            confirm={form.register('confirm')}
            errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
            refused={fieldError(save.error, 'token')}
            pending={save.isPending}
          />
        </form>
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {t('setPassword.noToken')}
        </p>
      )}
    </AuthCard>
  );
}
