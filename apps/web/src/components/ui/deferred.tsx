import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its (lazily loaded) children from the first time `when` is true and keeps them after,
 * so code a screen may never need stays out of the first download and, once in, behaves as if
 * it had always been mounted.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
