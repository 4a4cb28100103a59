import { useEffect, useRef } from 'react';
import { type Grecaptcha, loadRecaptcha } from '../recaptcha/load-recaptcha.ts';

interface RecaptchaBoxProps {
  siteKey: string;
  scriptUrl: string;
  /** The widget's answer; '' when it expires, errs, or is reset. */
  onToken: (token: string) => void;
  /** Each change resets the widget (the login dialog bumps it after a failed login). */
  resetSignal: number;
  error: string | undefined;
}

/**
 * The reCAPTCHA checkbox of the login dialog (docs/features/accounts.md#recaptcha), rendered
 * explicitly.
 */
export function RecaptchaBox({ siteKey, scriptUrl, onToken, resetSignal, error }: RecaptchaBoxProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const tokenCallback = useRef(onToken);
  useEffect(() => {
    tokenCallback.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    // A fresh element per mount: the widget refuses to render twice into one element.
    const target = document.createElement('div');
    container.current?.append(target);
    const answer = (token: string) => tokenCallback.current(token);
    loadRecaptcha(scriptUrl)
      .then((api) => {
        if (cancelled) return;
        const id = api.render(target, {
          sitekey: siteKey,
          callback: answer,
          'expired-callback': () => answer(''),
          'error-callback': () => answer(''),
        });
        widget.current = { api, id };
      })
      // Without the widget the form cannot be sent; the shopper sees the required-message then.
      .catch((loadError: Error) => console.warn(loadError.message));
    return () => {
      cancelled = true;
      widget.current = null;
      target.remove();
    };
  }, [siteKey, scriptUrl]);

  useEffect(() => {
    if (resetSignal === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    tokenCallback.current('');
  }, [resetSignal]);

  return (
    <div>
      <div ref={container} data-testid="recaptcha" className="min-h-16" />
      {error ? <p className="mt-1 text-sm text-rose-700">{error}</p> : null}
    </div>
  );
}
