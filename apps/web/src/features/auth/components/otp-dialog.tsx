import { OTP_LENGTH } from '../constants.ts';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '@souk/ui/button';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFieldErrors } from '../../../lib/form.ts';
import { twoDigits } from '../../../lib/countdown.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { type OtpTarget, useAuthStore } from '../store.ts';
import { useResendCountdown } from '../use-resend-countdown.ts';
import { AuthViewDialog } from './auth-view-dialog.tsx';
import { OtpInput, emptyOtp } from './otp-input.tsx';

/** The OTP dialog shared by registration and forgot-password; the store says whom it verifies. */
export function OtpDialog() {
  const target = useAuthStore((s) => s.otpTarget);
  return (
    <AuthViewDialog view="otp" title="Verify OTP">
      {target ? <OtpForm target={target} /> : null}
    </AuthViewDialog>
  );
}

function OtpForm({ target }: { target: OtpTarget }) {
  const t = useT();
  const [code, setCode] = useState(emptyOtp);
  const countdown = useResendCountdown();
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const { errors, onInput } = useFieldErrors(verify.error);
  const forgot = target.forgot ? ({ forgot_password: 1 } as const) : {};

  const resend = () => {
    send.mutate(
      { phone: target.phone, phone_code: target.phone_code, ...forgot },
      { onSuccess: () => countdown.restart() },
    );
  };
  // Registration's first code is sent on opening, once (a ref: StrictMode runs effects twice).
  const sentOnOpen = useRef(false);
  useEffect(() => {
    if (!target.sendOnOpen || sentOnOpen.current) return;
    sentOnOpen.current = true;
    resend();
  });

  return (
    <form
      onInput={onInput}
      noValidate
      className="grid gap-5 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate(
          { phone: target.phone, otp: code.join(''), ...forgot },
          {
            onSuccess: ({ token }) => {
              const auth = useAuthStore.getState();
              if (target.forgot && token) auth.startReset(token);
              else {
                auth.setAuthView(null);
                toast.success(t('OTP verified successfully.'));
              }
            },
          },
        );
      }}
    >
      {send.isPending ? (
        <div className="grid gap-3" aria-busy="true" data-testid="otp-sending">
          <Skeleton className="mx-auto h-4 w-3/4" />
          <Skeleton className="mx-auto h-12 w-60" />
        </div>
      ) : (
        <>
          <p className="text-center text-sm text-slate-600">
            {t('Enter the code sent to')}{' '}
            <bdi dir="ltr" className="font-semibold text-slate-900">
              {target.phone_code && !target.phone.includes('@') ? `${target.phone_code} ` : ''}
              {target.phone}
            </bdi>
          </p>
          <OtpInput value={code} onChange={setCode} invalid={Boolean(errors.otp)} />
          {errors.otp ? <p className="text-center text-sm text-rose-700">{errors.otp}</p> : null}
        </>
      )}
      <Button type="submit" disabled={verify.isPending || code.join('').length !== OTP_LENGTH} className="w-full">
        {verify.isPending ? t('Processing') : t('Confirm OTP')}
      </Button>
      <p className="text-center text-sm text-slate-600" aria-live="polite">
        {countdown.seconds > 0 ? (
          <span data-testid="otp-countdown">{`00:${twoDigits(countdown.seconds)} ${t('sec')}`}</span>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={send.isPending}
            className="font-semibold text-primary-700 hover:underline"
          >
            {t('Resend OTP')}
          </button>
        )}
      </p>
    </form>
  );
}
