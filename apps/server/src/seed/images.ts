import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { uploadKey } from '../lib/storage/keys.ts';
import { darken, inkOn, lighten, linearGradient, luminance, mixColor, placeIcon, svgDocument } from './svg.ts';

export const DEMO_URL_PREFIX = '/uploads/demo/';

/**
 * Writes generated artwork under `${dataDir}/uploads/demo/` (served at /uploads/demo/, and
 * published to the bucket when uploads are kept in one). Files are named by their content key
 * and rendered only when missing, so 100k products share a bounded set of files and a second
 * seed rewrites nothing.
 */
/** Where drawn artwork goes: `save` keeps the file `render` draws and answers its URL. */
export interface ImageSink {
  save(name: string, render: () => string): string;
}

export class DemoImages implements ImageSink {
  readonly dir: string;
  private readonly known = new Set<string>();

  constructor(readonly dataDir: string) {
    this.dir = path.join(dataDir, 'uploads', 'demo');
    mkdirSync(this.dir, { recursive: true });
  }

  /** The URL of `name`, rendering the file first when it does not exist yet. */
  save(name: string, render: () => string): string {
    if (!this.known.has(name)) {
      const file = path.join(this.dir, name);
      if (!existsSync(file)) writeFileSync(file, render());
      this.known.add(name);
    }
    return DEMO_URL_PREFIX + name;
  }

  fileCount(): number {
    return this.files().length;
  }

  /**
   * Copies the artwork into a shared store (S3_BUCKET) that does not hold it yet, a few files
   * at a time: the server serves uploads from there, not from this folder.
   */
  async publish(storage: FileStorage): Promise<void> {
    const queue = this.files();
    const copyNext = async (): Promise<void> => {
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        const key = uploadKey(`demo/${name}`);
        if (!(await storage.stat(key))) await storage.put(key, await readFile(path.join(this.dir, name)));
      }
    };
    await Promise.all(Array.from({ length: 8 }, copyNext));
  }

  private files(): string[] {
    return readdirSync(this.dir).filter((name) => name.endsWith('.svg'));
  }

  /** Product pictures' URLs by icon, colour and variant: a few thousand, looked up once a product. */
  private readonly products = new Map<string, string[]>();

  /**
   * One square product picture. Variant 0 is the thumbnail (icon on a gradient of the
   * product's colour), 1 a tilted view on a pale tint, 2 a darker detail shot with a badge.
   */
  product(icon: string, color: string, variant: 0 | 1 | 2): string {
    const key = icon + color;
    let urls = this.products.get(key);
    if (!urls) this.products.set(key, (urls = []));
    return (urls[variant] ??= this.save(`p-${icon}-${color.slice(1)}-${variant}.svg`, () =>
      productSvg(icon, color, variant),
    ));
  }
}

function productSvg(icon: string, color: string, variant: 0 | 1 | 2): string {
  const size = 600;
  if (variant === 0) {
    const from = lighten(color, 0.35);
    const ink = inkOn(mixColor(from, color, 0.5));
    return svgDocument(
      size,
      size,
      `<defs>${linearGradient('bg', from, darken(color, 0.1), 60)}</defs>` +
        `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
        `<circle cx="300" cy="300" r="230" fill="#ffffff" opacity="0.14"/>` +
        placeIcon(icon, 126, 138, 360, '#000000', { opacity: 0.12 }) +
        placeIcon(icon, 120, 120, 360, ink),
    );
  }
  if (variant === 1) {
    const background = lighten(color, 0.82);
    const ink = luminance(color) > 0.45 ? darken(color, 0.45) : color;
    return svgDocument(
      size,
      size,
      `<rect width="${size}" height="${size}" fill="${background}"/>` +
        `<rect x="40" y="40" width="520" height="520" rx="48" fill="none" stroke="${ink}" stroke-opacity="0.15" stroke-width="4"/>` +
        placeIcon(icon, 150, 150, 300, ink, { rotate: -14 }),
    );
  }
  const deep = darken(color, 0.45);
  return svgDocument(
    size,
    size,
    `<defs>${linearGradient('bg', deep, darken(color, 0.7), 120)}</defs>` +
      `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
      placeIcon(icon, 60, 60, 480, '#ffffff', { opacity: 0.9 }) +
      `<circle cx="500" cy="500" r="62" fill="${lighten(color, 0.3)}"/>` +
      placeIcon('star-four-points', 464, 464, 72, inkOn(lighten(color, 0.3))),
  );
}
