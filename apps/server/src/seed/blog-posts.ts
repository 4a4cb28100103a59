/** Demo blog: categories with their posts. Bodies are assembled in content.ts. */
export interface BlogPostSpec {
  title: string;
  summary: string;
  icon: string;
  tags: readonly string[];
  tips: readonly string[];
}

export interface BlogCategorySpec {
  name: string;
  slug: string;
  hue: string;
  intro: string;
  outro: string;
  posts: readonly BlogPostSpec[];
}

export const BLOG: readonly BlogCategorySpec[] = [
  {
    name: 'Style Guides',
    slug: 'style-guides',
    hue: '#db2777',
    intro:
      'Good style is less about trends than about pieces that fit well, suit your day and last. A few simple rules make getting dressed quicker and shopping smarter.',
    outro: 'Browse the Fashion and Shoes departments to put these ideas into practice.',
    posts: [
      {
        title: 'Building a Capsule Wardrobe in Ten Pieces',
        summary: 'Ten versatile pieces that combine into a month of outfits.',
        icon: 'hanger',
        tags: ['fashion', 'capsule wardrobe', 'basics'],
        tips: [
          'Start with neutral colours that mix freely.',
          'Choose natural fabrics that breathe and wear well.',
          'Add one statement piece each season.',
        ],
      },
      {
        title: 'How to Choose the Right Running Shoe',
        summary: 'Cushioning, drop and fit explained for new and returning runners.',
        icon: 'shoe-sneaker',
        tags: ['shoes', 'running', 'fit'],
        tips: [
          'Shop in the afternoon when feet are largest.',
          "Leave a thumb's width in front of your longest toe.",
          'Replace running shoes every 600 to 800 km.',
        ],
      },
      {
        title: 'Caring for Leather Bags and Shoes',
        summary: 'Keep leather supple and scuff-free with five minutes a month.',
        icon: 'bag-personal',
        tags: ['leather', 'care', 'accessories'],
        tips: [
          'Dust with a soft brush before conditioning.',
          'Let wet leather dry away from radiators.',
          'Stuff bags with paper to keep their shape.',
        ],
      },
      {
        title: 'Sunglasses for Every Face Shape',
        summary: 'Find frames that flatter, from aviators to round lenses.',
        icon: 'sunglasses',
        tags: ['eyewear', 'summer', 'accessories'],
        tips: [
          'Contrast frame shape with face shape.',
          'Polarised lenses cut glare near water.',
          'Check for full UV400 protection.',
        ],
      },
    ],
  },
  {
    name: 'Tech Talk',
    slug: 'tech-talk',
    hue: '#2563eb',
    intro:
      'Technology moves quickly, but the questions that matter stay the same: will it do what you need, will it last, and is it worth the price?',
    outro: 'Our Electronics and Phones & Tablets departments carry every device mentioned here.',
    posts: [
      {
        title: 'Laptop Buying Guide: What Specs Really Matter',
        summary: 'Memory, storage and screens, without the jargon.',
        icon: 'laptop',
        tags: ['laptops', 'buying guide', 'tech'],
        tips: [
          '16 GB of memory is the comfortable minimum today.',
          'An SSD matters more than processor speed for everyday use.',
          'Check the screen brightness if you work outdoors.',
        ],
      },
      {
        title: 'Noise-Cancelling Headphones Compared',
        summary: 'Over-ear or earbuds? We tested both on a long-haul flight.',
        icon: 'headphones',
        tags: ['audio', 'headphones', 'travel'],
        tips: [
          'Over-ear models block more low-frequency noise.',
          'Look for a transparency mode for safety in traffic.',
          'Battery life above 20 hours covers most trips.',
        ],
      },
      {
        title: 'Making Your Phone Battery Last Longer',
        summary: 'Simple habits that keep a battery healthy for years.',
        icon: 'battery-charging',
        tags: ['phones', 'battery', 'tips'],
        tips: [
          'Avoid leaving the phone at 100% overnight.',
          'Keep it out of hot cars.',
          'Use certified chargers and cables.',
        ],
      },
      {
        title: 'Getting Started with Mirrorless Cameras',
        summary: 'Why mirrorless cameras suit beginners and travellers.',
        icon: 'camera',
        tags: ['cameras', 'photography', 'beginners'],
        tips: [
          'Start with a versatile zoom lens.',
          'Shoot in aperture priority to learn depth of field.',
          'Carry a spare battery: mirrorless cameras are hungry.',
        ],
      },
      {
        title: 'Choosing a Smartwatch for Fitness',
        summary: 'GPS, heart rate and battery life for every kind of athlete.',
        icon: 'watch-variant',
        tags: ['smartwatches', 'fitness', 'wearables'],
        tips: [
          'Built-in GPS frees you from carrying a phone.',
          'Check that the strap suits sweaty workouts.',
          'Week-long battery beats daily charging.',
        ],
      },
    ],
  },
  {
    name: 'Home & Living',
    slug: 'home-living',
    hue: '#0f766e',
    intro:
      'A home that works for you makes every day a little easier. Small changes to how you cook, store and light a room add up quickly.',
    outro: 'Find furniture, cookware and decor from our home specialists in Home & Kitchen.',
    posts: [
      {
        title: 'Seasoning and Caring for Cast Iron',
        summary: 'A cast-iron pan can outlive you if you treat it right.',
        icon: 'pot-steam',
        tags: ['cookware', 'cast iron', 'kitchen'],
        tips: [
          'Dry immediately and wipe with a thin film of oil.',
          'Cook something fatty the first few times.',
          'Avoid soaking it in water.',
        ],
      },
      {
        title: 'Small-Space Living: Furniture That Works Twice',
        summary: 'Pieces that store, fold and adapt in compact homes.',
        icon: 'sofa',
        tags: ['furniture', 'small spaces', 'interiors'],
        tips: [
          'Choose sofas with raised legs to make rooms feel bigger.',
          'Use vertical shelving to free floor space.',
          'Pick a coffee table with storage.',
        ],
      },
      {
        title: 'Lighting a Room in Three Layers',
        summary: 'Ambient, task and accent lighting for a warmer home.',
        icon: 'floor-lamp',
        tags: ['lighting', 'decor', 'interiors'],
        tips: [
          'Warm white bulbs (2700 K) feel cosy in living rooms.',
          'Add a reading lamp beside every chair.',
          'Use dimmers to change the mood.',
        ],
      },
      {
        title: 'The Perfect Cup: Home Espresso Basics',
        summary: 'Grind, dose and temperature for café coffee at home.',
        icon: 'coffee-maker',
        tags: ['coffee', 'appliances', 'kitchen'],
        tips: [
          'Use freshly roasted beans within a month.',
          'Weigh your dose for consistent shots.',
          'Descale the machine every few months.',
        ],
      },
    ],
  },
  {
    name: 'Health & Beauty',
    slug: 'health-beauty',
    hue: '#be185d',
    intro:
      'Feeling good starts with simple routines you can keep. The best products are the ones that suit your skin, your schedule and your budget.',
    outro: 'Explore skincare, make-up and fitness gear in our Beauty and Sports & Outdoors departments.',
    posts: [
      {
        title: 'A Simple Three-Step Skincare Routine',
        summary: 'Cleanse, moisturise and protect: all most skin needs.',
        icon: 'lotion',
        tags: ['skincare', 'routine', 'beauty'],
        tips: [
          'Use a gentle, fragrance-free cleanser.',
          'Moisturise while skin is still slightly damp.',
          'Wear SPF every day, even when it is cloudy.',
        ],
      },
      {
        title: 'Finding Your Signature Fragrance',
        summary: 'How to test perfume and understand fragrance families.',
        icon: 'spray',
        tags: ['fragrance', 'perfume', 'gifts'],
        tips: [
          'Test on skin, not paper, and wait an hour.',
          'Try no more than three scents at a time.',
          'Eau de parfum lasts longer than eau de toilette.',
        ],
      },
      {
        title: 'A 20-Minute Home Workout',
        summary: 'No gym required: a routine with a mat and two dumbbells.',
        icon: 'dumbbell',
        tags: ['fitness', 'home workout', 'health'],
        tips: [
          'Warm up for five minutes before lifting.',
          'Focus on form before adding weight.',
          'Rest 48 hours between hard sessions.',
        ],
      },
      {
        title: 'Planning Your First Overnight Hike',
        summary: 'What to pack and how to plan a safe first trip outdoors.',
        icon: 'hiking',
        tags: ['hiking', 'camping', 'outdoors'],
        tips: [
          'Check the weather and tell someone your route.',
          'Pack layers rather than one heavy jacket.',
          'Test your tent at home first.',
        ],
      },
    ],
  },
  {
    name: 'Seller Stories',
    slug: 'seller-stories',
    hue: '#b45309',
    intro:
      'Behind every shop on Souk is a person with a story. We asked some of our sellers how they started and what keeps them going.',
    outro: 'Visit the Shops page to discover every independent seller on Souk.',
    posts: [
      {
        title: 'From Market Stall to Online Shop',
        summary: 'How Green Basket Market took its farm stall online.',
        icon: 'basket',
        tags: ['sellers', 'groceries', 'local'],
        tips: [
          'Photograph products in daylight.',
          'Answer customer messages within the hour.',
          'Pack fresh goods with reusable cold packs.',
        ],
      },
      {
        title: 'Running an Independent Bookshop in 2026',
        summary: 'Inkwell Books on curation, community and hand-wrapped parcels.',
        icon: 'book-open-variant',
        tags: ['sellers', 'books', 'independent'],
        tips: [
          'Write a short note for every recommendation.',
          'Host online readings to meet readers.',
          'Keep a small, well-chosen stock.',
        ],
      },
      {
        title: 'Designing Toys That Last',
        summary: 'Little Sprouts on safety testing and timeless play.',
        icon: 'teddy-bear',
        tags: ['sellers', 'toys', 'design'],
        tips: [
          'Test every product to EN 71 standards.',
          'Choose materials that age well.',
          'Listen to what parents send back.',
        ],
      },
      {
        title: 'Five Tips for New Sellers on Souk',
        summary: 'Lessons from our top shops for your first hundred orders.',
        icon: 'storefront',
        tags: ['sellers', 'tips', 'getting started'],
        tips: [
          'Write clear titles with size and material.',
          'Offer a welcome voucher to first-time buyers.',
          'Ship quickly and keep customers informed.',
        ],
      },
      {
        title: 'Sustainable Packaging Without the Cost',
        summary: 'How Cedar Lane Apparel cut plastic from every parcel.',
        icon: 'leaf',
        tags: ['sellers', 'sustainability', 'packaging'],
        tips: [
          'Switch to recycled paper mailers.',
          'Reuse supplier boxes where you can.',
          'Ask customers how they prefer to receive parcels.',
        ],
      },
    ],
  },
];
