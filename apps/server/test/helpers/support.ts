import { bearer, get } from './accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './commerce.ts';
import type { TestContext } from './test-app.ts';

export const ticketFields = (issueType: number) => ({
  issue_type: String(issueType),
  subject: 'Parcel damaged',
  message: 'The box arrived crushed.',
  email: 'nora@example.com',
  phone: '5550100777',
});

export const createTicket = (t: TestContext, token: string, payload: FormData | object) =>
  t.app.inject({ method: 'POST', url: '/api/support-ticket', headers: bearer(token), payload });

export async function issueTypeId(t: TestContext): Promise<number> {
  const types = (await get(t, '/api/ticket-issue-types')).json().data.issue_types;
  return types[0].id as number;
}

/** A shopper who bought one product, and a ticket about that order. */
/** A ticket about a new order of `who` (a new shopper when not given). */
export async function ticketAboutOrder(t: TestContext, given?: Awaited<ReturnType<typeof shopper>>) {
  const who = given ?? (await shopper(t));
  const product = await preparedProduct(t, { price: 1000, quantity: 10 });
  await addToCart(t, who.token, { product_id: product.id, quantity: 1 });
  const placed = await placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: who.addressId });
  const order = placed.json().data.orders[0] as { order_code: string };
  const res = await createTicket(t, who.token, {
    ...ticketFields(await issueTypeId(t)),
    order_number: order.order_code,
  });
  if (res.statusCode !== 200) throw new Error(`ticket failed: ${res.body}`);
  return { who, order, shopId: product.shopId, ticket: res.json().data.support_ticket as { ticket_no: string } };
}
