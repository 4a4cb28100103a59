import { PageShell } from '../../components/ui/page-shell.tsx';
import { ProductBrowser } from '../../features/catalog/index.ts';

const SCOPE = { sort_type: 'top_selling' } as const;

export function Component() {
  return (
    <PageShell title="Best Deal">
      <ProductBrowser scope={SCOPE} />
    </PageShell>
  );
}
