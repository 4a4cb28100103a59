import { lazyNamed } from '../../lib/lazy-named.ts';
import type { DialogProps } from '@souk/ui/dialog-panel';
import { Deferred } from './deferred.tsx';

const DialogPanel = lazyNamed(() => import('@souk/ui/dialog-panel'), 'DialogPanel');

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
