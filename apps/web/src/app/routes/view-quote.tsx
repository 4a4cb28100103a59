import type { CartResponse } from '@souk/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { DetailBody, DetailHeading } from '../../components/ui/detail-body.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { checkoutKeys, setBasket, useCartStore } from '../../features/cart/index.ts';
import { QuoteActions, QuoteAnswer, QuoteLines, QuoteStatusBadge, useQuoteQuery } from '../../features/quote/index.ts';
import { ApiError } from '../../lib/api-client.ts';

const box = 'rounded-lg border border-slate-200 p-3 sm:p-4';

/** Accepting put the quote's lines in the cart at its prices: the cart it answered is shown. */
function showCart(queryClient: QueryClient, cart: CartResponse) {
  setBasket(queryClient, cart);
  void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
  useCartStore.getState().setDrawerOpen(true);
}

/** /view-quote/{id}: the lines, the shop's answer, and accept / edit / cancel while they apply. */
export function Component() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuoteQuery(id);
  if (!Number.isInteger(id) || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundState message="This quote does not exist." />;
  }
  return (
    <AccountScreen title="Quote">
      <DetailBody data={data} error={error} onRetry={() => void refetch()}>
        {({ quote }) => (
          <div className="space-y-4">
            <DetailHeading code={quote.quote_number} state={<QuoteStatusBadge status={quote.status} />}>
              <span className="text-sm text-slate-600">
                <bdi>{quote.shop.name}</bdi>
              </span>
            </DetailHeading>
            <QuoteActions quote={quote} onAccepted={(cart) => showCart(queryClient, cart)} />
            <section className={box}>
              <QuoteLines lines={quote.lines} />
            </section>
            <section className={box}>
              <QuoteAnswer quote={quote} />
            </section>
          </div>
        )}
      </DetailBody>
    </AccountScreen>
  );
}
