/** People and words for the demo accounts and reviews. */

/** Owner of shop N is SELLER_NAMES[N - 1], signing in as sellerN@example.com. */
export const SELLER_NAMES = [
  'Layla Haddad',
  'Omar Farouk',
  'Chloé Martin',
  'Daniel Okafor',
  'Mei Tanaka',
  'Sofia Rossi',
  'Yusuf Demir',
  'Priya Nair',
  'Lucas Silva',
  'Hannah Weber',
  'Karim Benali',
  'Emma Johansson',
] as const;

/** Customers whose reviews fill the catalogue; they have no password and cannot sign in. */
export const REVIEWERS = [
  { name: 'Amira K.', email: 'amira.k@example.com' },
  { name: 'James O.', email: 'james.o@example.com' },
  { name: 'Lina M.', email: 'lina.m@example.com' },
  { name: 'Hugo B.', email: 'hugo.b@example.com' },
  { name: 'Fatima Z.', email: 'fatima.z@example.com' },
  { name: 'Noah P.', email: 'noah.p@example.com' },
  { name: 'Yara S.', email: 'yara.s@example.com' },
  { name: 'Ethan W.', email: 'ethan.w@example.com' },
  { name: 'Zainab A.', email: 'zainab.a@example.com' },
  { name: 'Leo R.', email: 'leo.r@example.com' },
] as const;

/** Review texts by star rating (index 0 = 1 star). */
export const REVIEW_TEXTS: readonly (readonly string[])[] = [
  ['Arrived late and did not work as described.', 'Disappointed; I sent it back.', 'Not worth the money, sadly.'],
  [
    'Not quite what I expected from the photos.',
    'Quality could be better for this price.',
    'Does the job, but only just.',
  ],
  [
    'It is okay for the price.',
    'Average quality, but it does what it should.',
    'Decent, though the packaging was damaged.',
  ],
  [
    'Very good, just a little smaller than I thought.',
    'Great value; delivery took a couple of extra days.',
    'Solid quality and I am happy with it.',
    'Nice product. The colour is slightly different from the photo.',
  ],
  [
    'Absolutely love it, exactly as described!',
    'Excellent quality for the price. Would buy again.',
    'Fast delivery and beautifully packed.',
    'Better than I expected, highly recommended.',
    'Perfect. My second order from this shop and just as good.',
    'The seller answered all my questions quickly. Five stars.',
  ],
];

/** Relative weights of 1..5 stars: demo shoppers are mostly pleased. */
export const RATING_WEIGHTS = [4, 6, 13, 30, 47] as const;
