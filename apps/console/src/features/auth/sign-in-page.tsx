import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@souk/client';
import { endpoints, type SellerLoginBody, sellerLoginBodySchema } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthCard, AuthSubmit } from '../../components/auth-card.tsx';
import { TextField } from '../../components/text-field.tsx';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { type ConsoleSession, homeOf, setSession, shopOf, useSession } from '../../lib/session.ts';

/** Only a console path may be gone back to after signing in, never another site. */
function safeNext(next: string | null, session: ConsoleSession): string {
  return next && /^\/(?!\/)/.test(next) ? next : homeOf(shopOf(session) !== null);
}

export function SignInPage() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Platform staff sign in with their own route; they answer support tickets, run no shop.
  // The first staff member arrives from the setup page with `staff=1`, the box ticked.
  const [staff, setStaff] = useState(params.get('staff') === '1');
  // A new owner (or the first staff member) arrives with their e-mail in the address.
  const form = useForm<SellerLoginBody>({
    resolver: zodResolver(sellerLoginBodySchema),
    mode: 'onTouched',
    defaultValues: { email: params.get('email') ?? '' },
  });
  const signIn = useMutation({
    mutationFn: (body: SellerLoginBody): Promise<ConsoleSession> =>
      api(staff ? endpoints.staffTickets.staffLogin : endpoints.seller.login, { body }),
    onSuccess: (signedIn) => {
      // No greeting toast: the page signed in to says whose console it is, and on a phone a
      // toast there covers the page's first action while it shows.
      setSession(signedIn);
      void navigate(safeNext(params.get('next'), signedIn), { replace: true });
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? Object.entries(error.errors) : [];
      for (const [field, messages] of fields) {
        if (field === 'email' || field === 'password') form.setError(field, { message: messages[0] });
      }
      if (fields.length === 0) toast.error(error.message);
    },
  });
  if (session) return <Navigate to={safeNext(params.get('next'), session)} replace />;
  const { errors } = form.formState;
  return (
    <AuthCard icon={Store} title={t('signIn.title')} lead={t('signIn.lead')}>
      <form noValidate onSubmit={form.handleSubmit((body) => signIn.mutate(body))} className="space-y-4">
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          dir="ltr"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={staff}
            onChange={(event) => setStaff(event.target.checked)}
            className="size-4 accent-primary-700"
          />
          {t('signIn.asStaff')}
        </label>
        <AuthSubmit pending={signIn.isPending} label={t('signIn.submit')} busy={t('signIn.submitting')} />
      </form>
    </AuthCard>
  );
}
