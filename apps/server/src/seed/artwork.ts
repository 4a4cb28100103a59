import QRCode from 'qrcode';
import type { ImageSink } from './images.ts';
import { darken, lighten, linearGradient, placeIcon, svgDocument, textLine } from './svg.ts';

/** The brand colours of the demo theme (teal 600 and 950, see settings.ts). */
const BRAND = '#0e7c6b';
const BRAND_DARK = '#042723';

export interface Artwork {
  /** File key, unique within its kind. */
  key: string;
  icon: string;
  hue: string;
}

/** Square shop logo: the shop's icon over its colour, with the order-code prefix beneath. */
export function shopLogo(images: ImageSink, art: Artwork & { prefix: string }): string {
  return images.save(`shop-${art.key}-logo.svg`, () =>
    svgDocument(
      256,
      256,
      `<defs>${linearGradient('bg', lighten(art.hue, 0.15), darken(art.hue, 0.25), 60)}</defs>` +
        `<rect width="256" height="256" rx="56" fill="url(#bg)"/>` +
        placeIcon(art.icon, 68, 36, 120, '#ffffff') +
        textLine(art.prefix, 128, 212, 44, '#ffffff', { weight: 700, anchor: 'middle' }),
    ),
  );
}

/**
 * Wide shop banner (1200x300) with the shop's name over a scatter of faint icons; `index` varies
 * angle and tone. No tagline: a picture cannot follow the shopper's language, and the name is a
 * proper name in every language.
 */
export function shopBanner(
  images: ImageSink,
  art: Artwork & { title: string; pattern: readonly string[] },
  index: number,
): string {
  return images.save(`shop-${art.key}-banner-${index}.svg`, () => {
    // Each variant is a different angle and depth of the shop colour, always dark enough for white text.
    const from = darken(art.hue, [0, 0.35, 0.15][index % 3] ?? 0);
    const to = darken(art.hue, [0.5, 0.6, 0.35][index % 3] ?? 0.5);
    let pattern = '';
    for (let i = 0; i < 9; i++) {
      const name = art.pattern[(i + index) % art.pattern.length] ?? art.icon;
      pattern += placeIcon(name, 560 + (i % 5) * 130, 20 + (i % 2) * 130 + (i % 3) * 18, 96, '#ffffff', {
        rotate: ((i * 23) % 50) - 25,
        opacity: 0.16,
      });
    }
    return svgDocument(
      1200,
      300,
      `<defs>${linearGradient('bg', from, to, 20 + index * 40)}</defs>` +
        `<rect width="1200" height="300" fill="url(#bg)"/>${pattern}` +
        textLine(art.title, 64, 172, 60, '#ffffff', { weight: 700 }),
    );
  });
}

/** Home-page banner (1200x400): title, subtitle, a call-to-action pill and a large icon. */
export function promoBanner(images: ImageSink, art: Artwork & { title: string; subtitle: string }): string {
  return images.save(`banner-${art.key}.svg`, () =>
    svgDocument(
      1200,
      400,
      `<defs>${linearGradient('bg', darken(art.hue, 0.3), lighten(art.hue, 0.1), 15)}</defs>` +
        `<rect width="1200" height="400" fill="url(#bg)"/>` +
        `<circle cx="1000" cy="200" r="170" fill="#ffffff" opacity="0.12"/>` +
        placeIcon(art.icon, 870, 70, 260, '#ffffff') +
        textLine(art.title, 80, 170, 56, '#ffffff', { weight: 700 }) +
        textLine(art.subtitle, 80, 225, 26, '#ffffff', { opacity: 0.9 }) +
        `<rect x="80" y="265" width="190" height="56" rx="28" fill="#ffffff"/>` +
        textLine('Shop now', 175, 301, 24, darken(art.hue, 0.3), { weight: 700, anchor: 'middle' }),
    ),
  );
}

/**
 * Blog thumbnail (800x450): the topic's icon. Without words, so it suits every language; the
 * card names the category beside it.
 */
export function blogThumbnail(images: ImageSink, art: Artwork & { variant: number }): string {
  return images.save(`blog-${art.key}.svg`, () =>
    svgDocument(
      800,
      450,
      `<defs>${linearGradient('bg', lighten(art.hue, 0.55), lighten(art.hue, 0.15), 30 + art.variant * 50)}</defs>` +
        `<rect width="800" height="450" fill="url(#bg)"/>` +
        `<circle cx="${520 + art.variant * 40}" cy="225" r="150" fill="#ffffff" opacity="0.35"/>` +
        placeIcon(art.icon, 410 + art.variant * 40, 115, 220, darken(art.hue, 0.35), { rotate: art.variant * 8 - 8 }),
    ),
  );
}

/** Category tile (200x200): the icon in the category colour on a pale disc. */
export function categoryThumbnail(images: ImageSink, art: Artwork): string {
  return images.save(`cat-${art.key}.svg`, () =>
    svgDocument(
      200,
      200,
      `<circle cx="100" cy="100" r="96" fill="${lighten(art.hue, 0.85)}"/>` +
        placeIcon(art.icon, 45, 45, 110, darken(art.hue, 0.1)),
    ),
  );
}

/**
 * The Souk wordmark (160x48): a storefront badge and the name. The footer variant writes the
 * name in the brand colour, which stays readable on light and dark footers alike.
 */
export function appLogo(images: ImageSink, variant: 'header' | 'footer'): string {
  const wordmark = variant === 'header' ? BRAND_DARK : BRAND;
  return images.save(`souk-logo-${variant}.svg`, () =>
    svgDocument(
      160,
      48,
      `<rect x="2" y="4" width="40" height="40" rx="10" fill="${BRAND}"/>` +
        placeIcon('storefront', 8, 10, 28, '#ffffff') +
        textLine('Souk', 52, 35, 30, wordmark, { weight: 800 }),
    ),
  );
}

/** Logo of the built-in sandbox payment gateway. */
export function paymentLogo(images: ImageSink): string {
  return images.save('pay-sandbox.svg', () =>
    svgDocument(
      160,
      48,
      `<rect width="160" height="48" rx="10" fill="${BRAND_DARK}"/>` +
        placeIcon('credit-card-outline', 12, 10, 28, '#5ad6bb') +
        textLine('Souk Pay', 48, 31, 20, '#ffffff', { weight: 700 }),
    ),
  );
}

/** Round social-network icon (48x48) in the network's colour. */
export function socialIcon(images: ImageSink, art: Artwork): string {
  return images.save(`social-${art.key}.svg`, () =>
    svgDocument(
      48,
      48,
      `<circle cx="24" cy="24" r="24" fill="${art.hue}"/>` + placeIcon(art.icon, 10, 10, 28, '#ffffff'),
    ),
  );
}

/** A QR code of `text` (drawn by the `qrcode` package; the text itself is not written out). */
export async function qrCode(images: ImageSink, key: string, text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    width: 240,
    margin: 1,
    color: { dark: BRAND_DARK, light: '#ffffff' },
  });
  return images.save(`qr-${key}.svg`, () => svg);
}
