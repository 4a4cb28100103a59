import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; rotate?: number; hFlip?: boolean; vFlip?: boolean }>;
  width?: number;
  height?: number;
}

export interface Icon {
  /** SVG markup drawn with `currentColor` on a `size` x `size` canvas. */
  body: string;
  size: number;
}

let iconSet: IconSet | undefined;

// Material Design Icons (Apache-2.0) from the npm registry. Read at run time rather than
// imported: the set is several megabytes and only the seed needs it, so it stays out of bundles.
function loadIconSet(): IconSet {
  if (!iconSet) {
    const require = createRequire(import.meta.url);
    iconSet = JSON.parse(readFileSync(require.resolve('@iconify-json/mdi/icons.json'), 'utf8')) as IconSet;
  }
  return iconSet;
}

/** An mdi icon by name; plain aliases resolve to their parent, anything unknown throws early. */
export function mdiIcon(name: string): Icon {
  const set = loadIconSet();
  let key = name;
  for (let hops = 0; hops < 5 && !set.icons[key]; hops++) {
    const alias = set.aliases?.[key];
    // Transformed aliases (rotated, flipped) are not needed by the seed, so they are not drawn.
    if (!alias || alias.rotate || alias.hFlip || alias.vFlip) break;
    key = alias.parent;
  }
  const icon = set.icons[key];
  if (!icon) throw new Error(`unknown mdi icon "${name}"`);
  return { body: icon.body, size: icon.width ?? set.width ?? 24 };
}
