import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/ui/page-shell.tsx';
import { ProductBrowser } from '../../features/catalog/index.ts';
import { useT } from '../../lib/i18n.ts';

/** Search results: the navbar's term and every filter come from the URL. */
export function Component() {
  const t = useT();
  const search = useSearchParams()[0].get('search')?.trim();
  return (
    <PageShell title={search ? t('Results for “:search”', { search }) : t('Products')} translateTitle={false}>
      <ProductBrowser />
    </PageShell>
  );
}
