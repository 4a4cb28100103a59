import { MessageCircle } from 'lucide-react';
import { useAuthStore } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStoreMessage } from '../api/store-message.ts';
import { useChatStore } from '../store.ts';

/** A basket shop's chat entry: opens the thread on the server (store-message), then the side panel. */
export function CartChatButton({ shopId, shopName }: { shopId: number; shopName: string }) {
  const t = useT();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const openPanel = useChatStore((s) => s.openPanel);
  const start = useStoreMessage();
  if (userId === null) return null;
  return (
    <button
      type="button"
      disabled={start.isPending}
      onClick={() => start.mutate({ shopId, userId }, { onSuccess: () => openPanel({ id: shopId, name: shopName }) })}
      aria-label={t('Chat with :shop', { shop: shopName })}
      className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50 disabled:opacity-60"
    >
      <MessageCircle aria-hidden className="size-4 rtl:-scale-x-100" />
      {t('Chat')}
    </button>
  );
}
