import { DEMO_URL_PREFIX, type ImageSink } from '../../seed/images.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { uploadKey } from '../../lib/storage/keys.ts';

/**
 * A new shop's drawn logo and banner, kept in memory until `store` writes them to the upload
 * store (the local folder or the bucket), where every server process serves them from.
 */
export class ArtworkToStore implements ImageSink {
  private readonly files = new Map<string, string>();

  save(name: string, render: () => string): string {
    if (!this.files.has(name)) this.files.set(name, render());
    return DEMO_URL_PREFIX + name;
  }

  async store(storage: FileStorage): Promise<void> {
    for (const [name, svg] of this.files) await storage.put(uploadKey(`demo/${name}`), Buffer.from(svg));
  }
}
