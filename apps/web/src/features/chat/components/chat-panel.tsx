import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { PANEL_SCROLL } from '../chat-rules.ts';
import { useChatStore } from '../store.ts';
import { ChatThread } from './chat-thread.tsx';
import { ShopHeading } from './shop-status.tsx';

/** The side panel with the active shop's thread, opened from the basket. */
export function ChatPanel() {
  const t = useT();
  const shop = useChatStore((s) => s.activeShop);
  const open = useChatStore((s) => s.panelOpen && s.activeShop !== null);
  const setOpen = useChatStore((s) => s.setPanelOpen);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      placement="end"
      closeLabel={t('Close')}
      title={t('Chat with :shop', { shop: shop?.name ?? '' })}
    >
      {shop ? (
        <div className="flex h-full flex-col" data-testid="chat-panel">
          <ChatThread
            key={shop.id}
            shopId={shop.id}
            scroll={PANEL_SCROLL}
            header={(newest) => (
              <div className="border-b border-slate-200 px-3 py-2">
                <ShopHeading
                  shopId={shop.id}
                  name={shop.name}
                  showName={false}
                  logo={newest?.shop.logo}
                  lastSeenOnline={newest ? newest.shop_active_status : null}
                />
              </div>
            )}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
