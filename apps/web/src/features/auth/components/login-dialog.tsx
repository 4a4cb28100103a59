import { useState } from 'react';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFieldErrors } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';
import { useRecaptchaSettingsQuery } from '../api/get-recaptcha-settings.ts';
import { useLogin } from '../api/login.ts';
import { useAuthStore } from '../store.ts';
import { RecaptchaBox } from './recaptcha-box.tsx';
import { activeProviders, SocialButtons } from './social-buttons.tsx';

/** The seeded demo customer, prefilled only when the server runs in its local environment. */
const DEMO = { phone: 'customer@example.com', password: 'Souk-demo-2026' };
const RECAPTCHA_FIELD = 'g-recaptcha-response';

/**
 * The login dialog (docs/features/accounts.md#signing-in); the navbar, wishlist and cart open it
 * through the store.
 */
export function LoginDialog() {
  const t = useT();
  const open = useAuthStore((s) => s.loginOpen);
  const setOpen = useAuthStore((s) => s.setLoginOpen);
  const openAuthView = useAuthStore((s) => s.setAuthView);
  const master = useSettingsStore((s) => s.master);
  const recaptcha = useRecaptchaSettingsQuery(open).data;
  const mutation = useLogin();
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaReset, setCaptchaReset] = useState(0);
  const widget =
    recaptcha?.is_active && recaptcha.site_key && recaptcha.script_url
      ? { siteKey: recaptcha.site_key, scriptUrl: recaptcha.script_url }
      : null;
  const fieldErrors = useFieldErrors(mutation.error);
  const errors = captchaMissing
    ? { ...fieldErrors.errors, [RECAPTCHA_FIELD]: t('Please complete the reCAPTCHA verification.') }
    : fieldErrors.errors;
  const demo = master?.app_environment === 'local' ? DEMO : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      mutation.reset();
      setCaptchaMissing(false);
      setCaptchaToken('');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('Login')} closeLabel={t('Close')}>
      <div className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-center text-xl font-bold text-slate-900">{t('Welcome back')}</h2>
        <SocialButtons auths={master?.social_auths} />
        {/* The divider parts the providers from the form: without providers there is nothing to part. */}
        {activeProviders(master?.social_auths).length > 0 ? (
          <div className="flex items-center gap-3 text-xs font-semibold text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            {t('OR CONTINUE WITH')}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
        ) : null}
        <form
          onInput={fieldErrors.onInput}
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (recaptcha?.is_active && !captchaToken) {
              setCaptchaMissing(true);
              return;
            }
            const data = new FormData(event.currentTarget);
            // The password is sent as typed: trimming would change it.
            mutation.mutate(
              {
                phone: String(data.get('phone') ?? '').trim(),
                password: String(data.get('password') ?? ''),
                [RECAPTCHA_FIELD]: captchaToken || null,
              },
              // A reCAPTCHA answer counts once at the verifier: a new attempt needs a new one.
              { onError: () => setCaptchaReset((n) => n + 1) },
            );
          }}
        >
          <TextField
            name="phone"
            label={t('Email / Phone Number')}
            autoComplete="username"
            dir="ltr"
            defaultValue={demo?.phone}
            error={errors.phone}
          />
          <PasswordField
            name="password"
            label={t('Password')}
            autoComplete="current-password"
            defaultValue={demo?.password}
            error={errors.password}
          />
          {widget ? (
            <RecaptchaBox
              siteKey={widget.siteKey}
              scriptUrl={widget.scriptUrl}
              resetSignal={captchaReset}
              error={errors[RECAPTCHA_FIELD]}
              onToken={(token) => {
                setCaptchaToken(token);
                if (token) setCaptchaMissing(false);
              }}
            />
          ) : null}
          <button
            type="button"
            onClick={() => openAuthView('forgot')}
            className="justify-self-end text-sm font-medium text-primary-700 hover:underline"
          >
            {t('Forgot Password?')}
          </button>
          <Button type="submit" disabled={mutation.isPending} className="w-full">
            {mutation.isPending ? t('Processing') : t('Log in')}
          </Button>
        </form>
        <p className="text-center text-sm text-slate-600">
          <button
            type="button"
            onClick={() => openAuthView('register')}
            className="font-semibold text-primary-700 hover:underline"
          >
            {t('Sign Up')}
          </button>
        </p>
      </div>
    </Dialog>
  );
}
