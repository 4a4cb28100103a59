import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@souk/ui/button';
import { useAuthStore } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStoreMessage } from '../api/store-message.ts';

/**
 * Chat with a shop: signed in, it opens the thread (about `productId` when given, which the shop
 * sees as a product card) and goes to the messages screen on that shop; signed out, the login dialog.
 */
export function ChatButton({ shopId, productId }: { shopId: number; productId?: number }) {
  const t = useT();
  const navigate = useNavigate();
  const userId = useAuthStore((s) => (s.token ? (s.user?.id ?? null) : null));
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  const start = useStoreMessage();
  const open = () => {
    if (userId === null) {
      setLoginOpen(true);
      return;
    }
    start.mutate({ shopId, userId, productId }, { onSettled: () => navigate(`/massages?shop_id=${shopId}`) });
  };
  return (
    <Button size="sm" onClick={open} disabled={start.isPending}>
      <MessageCircle aria-hidden className="size-4 rtl:-scale-x-100" />
      {t('Chat')}
    </Button>
  );
}
