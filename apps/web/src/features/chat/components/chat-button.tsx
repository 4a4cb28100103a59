import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useAuthStore } from '../../auth/store.ts';
import { useT } from '../../settings/i18n.ts';

/** Chat with a shop: the messages screen on that shop when signed in, the login dialog otherwise. */
export function ChatButton({ shopId }: { shopId: number }) {
  const t = useT();
  const signedIn = useAuthStore((s) => s.token !== null);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  const className = buttonClass('primary', undefined, 'sm');
  const content = (
    <>
      <MessageCircle aria-hidden className="size-4 rtl:-scale-x-100" />
      {t('Chat')}
    </>
  );
  return signedIn ? (
    <Link to={`/massages?shop_id=${shopId}`} className={className}>
      {content}
    </Link>
  ) : (
    <button type="button" onClick={() => setLoginOpen(true)} className={className}>
      {content}
    </button>
  );
}
