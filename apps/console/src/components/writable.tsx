import type { ReactNode } from 'react';
import { useReadOnly } from '../lib/support-view.ts';

/**
 * What changes the shop (a save, an action, an upload): left out while staff look at a shop's
 * console read-only. The server refuses such calls there all the same.
 */
export function Writable({ children }: { children: ReactNode }) {
  return useReadOnly() ? null : children;
}
