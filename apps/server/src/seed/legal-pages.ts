/** The four legal pages, as sections turned into HTML by content.ts. */
export interface PageSpec {
  slug: string;
  title: string;
  sections: readonly (readonly [heading: string, body: string])[];
}

export const PAGES: readonly PageSpec[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    sections: [
      [
        'Who we are',
        'Souk is an online marketplace where independent shops and everyday shoppers meet. We started with a simple idea: buying from a small business online should be as easy as buying from a big one.',
      ],
      [
        'What we do',
        'We give sellers a storefront, secure payments and delivery tools, and we give shoppers one cart for many shops, honest reviews and clear prices in their own currency and language.',
      ],
      [
        'Our promise',
        'Every shop on Souk is reviewed before it opens. If an order does not arrive or is not as described, our support team will make it right.',
      ],
      [
        'Get in touch',
        'Questions, ideas or partnership requests: write to support@souk.example or call +1 555 010 2030, Monday to Saturday, 9:00 to 18:00.',
      ],
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    sections: [
      [
        'Information we collect',
        'We collect the details you give us when you create an account, place an order or contact support: your name, e-mail address, phone number and delivery addresses. We also record the orders you place and the messages you send to shops.',
      ],
      [
        'How we use it',
        'We use your information to process orders, deliver them, keep your account secure, answer your questions and, if you agree, tell you about offers. We never sell your personal data.',
      ],
      [
        'Sharing with shops',
        'When you order from a shop, that shop receives the name, phone number and address it needs to deliver your order. Shops may not use it for anything else.',
      ],
      [
        'Cookies and storage',
        'We store your cart, language, currency and sign-in session in your browser so the site remembers them between visits. You can clear them at any time in your browser settings.',
      ],
      [
        'Your rights',
        'You may ask for a copy of your data, ask us to correct it or delete your account by writing to support@souk.example. We answer within 30 days.',
      ],
      [
        'Changes',
        'We will post any change to this policy on this page and, for significant changes, notify you by e-mail.',
      ],
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms & Conditions',
    sections: [
      [
        'Using Souk',
        'By creating an account or placing an order you accept these terms. You must be at least 18 years old, or use Souk with the consent of a parent or guardian.',
      ],
      [
        'Orders and prices',
        'Prices are shown in your chosen currency and converted from US dollars at the rate shown at checkout. An order is a contract between you and the shop that sells the product; Souk provides the platform and payment service.',
      ],
      [
        'Payment',
        'You can pay cash on delivery or online. Online payments are processed securely and charged when you place the order.',
      ],
      [
        'Delivery',
        'Each shop sets its delivery charge and estimated delivery time, shown on the product and at checkout. Delays caused by carriers or events beyond our control do not make an order invalid.',
      ],
      [
        'Vouchers',
        "Vouchers are issued by shops, apply only to that shop's products, have a minimum spend and an expiry date, and cannot be exchanged for cash.",
      ],
      [
        'Your account',
        'Keep your password secret. You are responsible for orders placed from your account until you tell us it has been compromised.',
      ],
      ['Liability', 'Nothing in these terms limits your statutory rights as a consumer.'],
    ],
  },
  {
    slug: 'return-and-refund-policy',
    title: 'Return and Refund Policy',
    sections: [
      [
        'Returns within 14 days',
        'You may return most items within 14 days of delivery if they are unused and in their original packaging. Open a support ticket from your order history to start a return.',
      ],
      [
        'Items that cannot be returned',
        'For hygiene and safety reasons we cannot accept returns of opened cosmetics, fresh groceries, or personalised items unless they arrived damaged or faulty.',
      ],
      [
        'Damaged or wrong items',
        'If an item arrives damaged or is not what you ordered, tell us within 48 hours with a photo. We will arrange a replacement or a full refund including delivery.',
      ],
      [
        'Refunds',
        'Refunds are issued to the original payment method within 5 to 10 working days after the shop receives the return. Cash-on-delivery orders are refunded by bank transfer.',
      ],
      [
        'Cancellations',
        'You can cancel an order free of charge while it is still pending. Once a shop has confirmed it, contact the shop or our support team.',
      ],
    ],
  },
];
