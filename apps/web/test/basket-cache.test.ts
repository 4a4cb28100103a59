import type { CartResponse, CartShopGroup } from '@souk/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { rememberedBasket as RememberedBasket } from '../src/features/cart/api/get-cart.ts';
import type * as Basket from '../src/features/cart/basket.ts';
import type { cartKeys as CartKeys } from '../src/features/cart/keys.ts';
import type { useCartStore as UseCartStore } from '../src/features/cart/store.ts';
import type { useAuthStore as UseAuthStore } from '../src/features/auth/store.ts';
import { browserGlobals } from './helpers/browser-globals.ts';

browserGlobals();
let basket: typeof Basket;
let cartKeys: typeof CartKeys;
let rememberedBasket: typeof RememberedBasket;
let useCartStore: typeof UseCartStore;
let useAuthStore: typeof UseAuthStore;
beforeAll(async () => {
  basket = await import('../src/features/cart/basket.ts');
  ({ cartKeys } = await import('../src/features/cart/keys.ts'));
  ({ rememberedBasket } = await import('../src/features/cart/api/get-cart.ts'));
  ({ useCartStore } = await import('../src/features/cart/store.ts'));
  ({ useAuthStore } = await import('../src/features/auth/store.ts'));
  useAuthStore.setState({ token: 'token', user: { id: 5, name: 'Shopper', phone: null, profile_photo: null } });
});

const shop = (id: number) => ({ shop_id: id, shop_name: `Shop ${id}`, products: [] }) as unknown as CartShopGroup;
const answer = (...shopIds: number[]): CartResponse => ({
  total: shopIds.length * 10,
  cart_items: shopIds.map(shop),
  info: 'Said once',
});
const cached = (client: QueryClient) => client.getQueryData(cartKeys.basket());

// docs/adr/0008-where-shopper-state-lives.md
describe('the basket in the query cache', () => {
  it("takes a change's answer over a reload asked before the change", async () => {
    const client = new QueryClient();
    let answerReload!: (value: unknown) => void;
    const reload = client
      .fetchQuery({ queryKey: cartKeys.basket(), queryFn: () => new Promise((resolve) => (answerReload = resolve)) })
      .catch(() => undefined);
    basket.setBasket(client, answer(1, 2));
    answerReload({ total: 10, cart_items: [shop(1)] });
    await reload;
    expect(cached(client)).toEqual({ total: 20, cart_items: [shop(1), shop(2)] });
  });

  it('unticks shops that left it, forgets the coupon when it empties, and remembers it for its shopper', () => {
    const client = new QueryClient();
    const stop = basket.followBasket(client);
    useCartStore.setState({ selectedShopIds: [1, 2], couponCode: 'SAVE10' });
    basket.setBasket(client, answer(1, 3));
    expect(useCartStore.getState()).toMatchObject({ selectedShopIds: [1], couponCode: 'SAVE10' });
    expect(rememberedBasket.read(5)).toEqual({ total: 20, cart_items: [shop(1), shop(3)] });
    expect(rememberedBasket.read(6)).toBeUndefined();
    basket.setBasket(client, answer());
    expect(useCartStore.getState()).toMatchObject({ selectedShopIds: [], couponCode: '' });
    stop();
  });

  it('goes, with the choices and the remembered copy, when the session ends', () => {
    const client = new QueryClient();
    const stop = basket.followBasket(client);
    basket.setBasket(client, answer(1));
    useCartStore.setState({ selectedShopIds: [1], addressId: 4 });
    basket.forgetBasket(client);
    expect(cached(client)).toBeUndefined();
    expect(rememberedBasket.read(5)).toBeUndefined();
    expect(useCartStore.getState()).toMatchObject({ selectedShopIds: [], addressId: null });
    stop();
  });
});
