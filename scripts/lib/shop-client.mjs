// What the whole-system tests (crash, scale) do as shoppers: calls to a running Souk, signing
// up with an address, and finding plain products to sell.
import assert from 'node:assert/strict';

/** One API call; `ip` arrives as the client address through X-Forwarded-For (a trusted local proxy). */
export async function call(base, method, urlPath, { token, body, ip } = {}) {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** Shopper number `n` of run `tag`, signed up from an address of their own, with a saved address. */
export async function signUpShopper(base, n, tag) {
  const phone = `555${String(8_000_000 + n)}`;
  const signup = await call(base, 'POST', '/api/registration', {
    ip: `10.20.${Math.floor(n / 200)}.${n % 200}`,
    body: {
      name: `${tag} ${n}`,
      email: `${tag}-${n}@example.com`,
      phone,
      phone_code: '+1',
      country: 'United States',
      password: 'a quiet walk by the river',
    },
  });
  assert.equal(signup.status, 200, JSON.stringify(signup.body));
  const token = signup.body.data.access.token;
  const address = await call(base, 'POST', '/api/address/store', {
    token,
    body: { phone, address_line: '1 Harbour Road', address_type: 'Home' },
  });
  assert.equal(address.status, 200, JSON.stringify(address.body));
  return { n, token, userId: signup.body.data.user.id, addressId: address.body.data.address.id };
}

/** `limit` products on sale outside flash sales and without options, each set to `stock` units. */
export async function plainProducts(sql, limit, stock) {
  const products = await sql.query(
    `SELECT p.id, p.shop_id FROM products p JOIN shops s ON s.id = p.shop_id
     WHERE p.is_active = 1 AND s.is_active = 1
       AND p.id NOT IN (SELECT product_id FROM flash_sale_products)
       AND p.id NOT IN (SELECT product_id FROM product_sizes)
       AND p.id NOT IN (SELECT product_id FROM product_colors)
     ORDER BY p.id LIMIT ${Number(limit)}`,
  );
  for (const product of products) await sql.query('UPDATE products SET quantity = ? WHERE id = ?', [stock, product.id]);
  return products;
}
