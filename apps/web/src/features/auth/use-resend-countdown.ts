import { useEffect, useState } from 'react';

/** Seconds before another code may be asked for (docs/features/accounts.md#one-time-codes). */
export const OTP_RESEND_SECONDS = 60;

/** Counts down from 60 once a second; `restart` begins again after a code is sent. */
export function useResendCountdown(): { seconds: number; restart: () => void } {
  const [seconds, setSeconds] = useState(OTP_RESEND_SECONDS);
  useEffect(() => {
    if (seconds <= 0) return;
    const id = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [seconds]);
  return { seconds, restart: () => setSeconds(OTP_RESEND_SECONDS) };
}
