import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Toast = Sonner['toast'];

/**
 * The toast library loads with the first message, not with the home page. Its store replays
 * toasts made before the toaster subscribes, so nothing shown in that gap is lost.
 */
let sonner: Promise<Sonner> | null = null;
const waiting = new Set<() => void>();

export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    waiting.forEach((wake) => wake());
  }
  return sonner;
}

/** Whether a toast was asked for yet; the toaster mounts from then on. */
export function toastsRequested(): boolean {
  return sonner !== null;
}

export function onToastsRequested(wake: () => void): () => void {
  waiting.add(wake);
  return () => waiting.delete(wake);
}

const deferred =
  <K extends 'success' | 'info' | 'error' | 'warning' | 'custom' | 'dismiss'>(kind: K) =>
  (...args: Parameters<Toast[K]>): void => {
    void loadToasts().then(({ toast }) => (toast[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args));
  };

/** The subset of sonner's `toast` the storefront uses, each call queued until the library is in. */
export const toast = {
  success: deferred('success'),
  info: deferred('info'),
  error: deferred('error'),
  warning: deferred('warning'),
  custom: deferred('custom'),
  dismiss: deferred('dismiss'),
};
