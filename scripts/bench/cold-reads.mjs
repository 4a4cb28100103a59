// Product lists no cache holds yet, each asked once with nothing else running: what a shopper
// waits for after an order has emptied the response cache, and how long the server's one
// thread is busy with it. The load scenarios cycle through a few URLs and so read cached answers.

const lists = [
  ['whole catalogue', ''],
  ['one category', 'category_id=3'],
  ['one shop', 'shop_id=2'],
  ['search, a common word', 'search=classic'],
  ['search, two words', 'search=cotton%20shirt'],
  ['search, sorted by price', 'search=classic&sort_type=low_to_high'],
  ['whole catalogue, colour and brand', 'brand_id=3&color_id=2'],
];

/** Each list's first answer in ms, in English and in Arabic (product names then come from translations). */
export async function coldReads(base) {
  const rows = [];
  // A page size no other request uses keeps every URL here out of the cache.
  let perPage = 11;
  for (const [list, query] of lists) {
    const row = { list };
    for (const language of ['en', 'ar']) {
      perPage += 1;
      const started = performance.now();
      const res = await fetch(`${base}/api/products?${query}&per_page=${perPage}`, {
        headers: { 'accept-language': language },
      });
      if (!res.ok) throw new Error(`${list} answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      row[`${language}_ms`] = Math.round(performance.now() - started);
    }
    rows.push(row);
  }
  return rows;
}
