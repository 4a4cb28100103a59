import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints, setupStaffBodySchema } from '@souk/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AuthCard } from '../../components/auth-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { fieldError, showSaveFailure } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { confirmField, confirmed, NewPasswordFields } from './new-password-fields.tsx';

const formSchema = confirmed(setupStaffBodySchema.omit({ token: true }).extend(confirmField));
type FormValues = z.infer<typeof formSchema>;

const SIGN_IN_AS_STAFF = '/sign-in?staff=1';

/**
 * A fresh install's first platform staff account, from the one-time link the server printed at
 * start-up (`?token=`); then the sign-in page, the staff box ticked and the e-mail filled in.
 * Once staff exist the page only points to the sign-in page.
 */
export function SetupPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const status = useQuery({ queryKey: ['setup'], queryFn: () => api(endpoints.setup.status) });
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onTouched' });
  const create = useMutation({
    mutationFn: ({ name, email, password }: FormValues) =>
      api(endpoints.setup.createStaff, { body: { token, name, email, password } }),
    onSuccess: ({ email }) => {
      toast.success(t('setup.done', { email }));
      void navigate(`${SIGN_IN_AS_STAFF}&email=${encodeURIComponent(email)}`, { replace: true });
    },
    // A wrong or replaced link is refused on `token`, which has no field: it shows above the button.
    // Refused because staff exist meanwhile (409): the status says so in place of the form.
    onError: (error) => {
      if (!fieldError(error, 'token')) showSaveFailure(error, form.setError, t('form.fixErrors'));
      void status.refetch();
    },
  });
  const { errors } = form.formState;
  const closed = status.data?.open === false;
  return (
    <AuthCard icon={ShieldCheck} title={t('setup.title')} lead={t('setup.lead')}>
      {closed ? (
        <div className="space-y-4">
          <p role="status" className="text-sm text-slate-700">
            {t('setup.closed')}
          </p>
          <Link to={SIGN_IN_AS_STAFF} className="font-semibold text-primary-800 hover:underline">
            {t('setup.signIn')}
          </Link>
        </div>
      ) : token ? (
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="space-y-4">
          <TextField
            label={t('setup.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('setup.email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NewPasswordFields
            page="setup"
            password={form.register('password')}
            confirm={form.register('confirm')}
            errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
            refused={fieldError(create.error, 'token')}
            pending={create.isPending}
          />
        </form>
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {t('setup.noToken')}
        </p>
      )}
    </AuthCard>
  );
}
