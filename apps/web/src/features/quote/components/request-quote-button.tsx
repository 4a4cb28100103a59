import type { ProductDetails } from '@souk/contract';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStoreQuote } from '../api/save-quote.ts';

// The form loads when a shopper heads for the button (pointer or focus): a product page's first
// download leaves it out, two script files and 2 kB gzip fewer.
const QuoteForm = lazyNamed(() => import('./quote-form.tsx'), 'QuoteForm');
const loadForm = () => void QuoteForm.preload().catch(() => undefined);

type QuotedProduct = Pick<ProductDetails, 'id' | 'name' | 'sizes' | 'colors'> & { shop: { id: number } };

/**
 * "Request a quote" on a product page: a form starting with this product (more of the same
 * shop's may be added); on success the new quote opens. A guest gets the login dialog instead.
 */
export function RequestQuoteButton({ product }: { product: QuotedProduct }) {
  const t = useT();
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  const [open, setOpen] = useState(false);
  const store = useStoreQuote();
  return (
    <>
      <Button
        variant="subtle"
        className="w-full"
        data-testid="request-quote"
        onPointerEnter={loadForm}
        onFocus={loadForm}
        onClick={() => (token ? setOpen(true) : setLoginOpen(true))}
      >
        <FileText aria-hidden className="size-4" />
        {t('Request a quote')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) store.reset();
        }}
        title={t('Request a quote')}
        description={t('Tell the shop what you need; it answers with a price you can accept.')}
        closeLabel={t('Close')}
        className="sm:max-w-lg"
      >
        <div className="p-4">
          <QuoteForm
            shopId={product.shop.id}
            initialLines={[
              { productId: product.id, name: product.name, quantity: 1, sizeId: null, colorId: null, targetPrice: '' },
            ]}
            knownProducts={[product]}
            submitLabel={t('Send Request')}
            pending={store.isPending}
            error={store.error}
            onSubmit={(body) =>
              store.mutate(
                { shop_id: product.shop.id, ...body },
                {
                  onSuccess: (data) => {
                    setOpen(false);
                    toast.success(t('Quote request sent'));
                    navigate(`/view-quote/${data.quote.id}`);
                  },
                },
              )
            }
          />
        </div>
      </Dialog>
    </>
  );
}
