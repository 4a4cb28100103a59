import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Writable } from '../../components/writable.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ExportSection } from './export-section.tsx';
import { ImportSection } from './import-section.tsx';

/** `/products/import`: the shop's products out to a CSV file, and a CSV file back in. */
export function ProductImportPage() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="product-csv-title" className="mx-auto max-w-4xl">
      <Link to="/products" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('productCsv.back')}
      </Link>
      <h1 id="product-csv-title" className="mb-4 text-2xl font-semibold">
        {t('productCsv.title')}
      </h1>
      <div className="space-y-4">
        <ExportSection />
        <Writable>
          <ImportSection />
        </Writable>
      </div>
    </section>
  );
}
