import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { loadToasts, onToastsRequested, toastsRequested } from '../../lib/toast.ts';

const Toaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/** sonner's toaster, mounted once the first toast is asked for (see lib/toast.ts). */
export function ToastHost(props: ComponentProps<typeof SonnerToaster>) {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
