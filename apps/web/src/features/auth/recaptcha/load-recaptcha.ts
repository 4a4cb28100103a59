/** The part of Google's reCAPTCHA v2 API the login dialog uses (explicit rendering). */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  reset(widgetId?: number): void;
}

/** The global the widget script calls when it is ready (Google's `onload` parameter). */
const READY_CALLBACK = 'soukRecaptchaReady';
let loading: { url: string; promise: Promise<Grecaptcha> } | undefined;

/**
 * Loads the widget script once, only when reCAPTCHA is on (docs/features/accounts.md#recaptcha),
 * from the URL the server names; the server's CSP allows that origin only while reCAPTCHA is
 * active.
 */
export function loadRecaptcha(scriptUrl: string): Promise<Grecaptcha> {
  if (loading?.url === scriptUrl) return loading.promise;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown> & { grecaptcha?: Grecaptcha };
    globals[READY_CALLBACK] = () => {
      if (globals.grecaptcha) resolve(globals.grecaptcha);
      else reject(new Error('The reCAPTCHA script did not define grecaptcha.'));
    };
    const url = new URL(scriptUrl, window.location.origin);
    url.searchParams.set('onload', READY_CALLBACK);
    url.searchParams.set('render', 'explicit');
    const script = document.createElement('script');
    script.src = url.toString();
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The reCAPTCHA script could not be loaded.'));
    };
    document.head.append(script);
  });
  loading = { url: scriptUrl, promise };
  return promise;
}
