import { lazyNamed } from '../../lib/lazy-named.ts';
import type { DialogProps } from './dialog-panel.tsx';
import { Deferred } from './deferred.tsx';

const DialogPanel = lazyNamed(() => import('./dialog-panel.tsx'), 'DialogPanel');

/**
 * One dialog for modals and side drawers: focus is trapped, Escape closes, focus returns.
 * Radix's dialog code loads when the first dialog opens; a closed dialog renders nothing anyway.
 */
export function Dialog(props: DialogProps) {
  return (
    <Deferred when={props.open}>
      <DialogPanel {...props} />
    </Deferred>
  );
}
