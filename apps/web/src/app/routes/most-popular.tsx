import { PageShell } from '../../components/ui/page-shell.tsx';
import { ProductBrowser } from '../../features/catalog/index.ts';

const SCOPE = { sort_type: 'popular_product' } as const;

export function Component() {
  return (
    <PageShell title="Most Popular">
      <ProductBrowser scope={SCOPE} />
    </PageShell>
  );
}
