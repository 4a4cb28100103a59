import { Button } from '@souk/ui/button';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../lib/i18n.tsx';
import { SECTION } from './styles.ts';
import { downloadProductCsv } from './download.ts';

/** The shop's products as a CSV file, to edit in a spreadsheet and import again. */
export function ExportSection() {
  const { t } = useI18n();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadProductCsv()
      .then(() => toast.success(t('productCsv.downloaded')))
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby={`${id}-title`} className={SECTION}>
      <h2 id={`${id}-title`} className="font-semibold">
        {t('productCsv.exportTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('productCsv.exportText')}</p>
      <Button variant="outline" className="mt-3" onClick={download} disabled={busy}>
        <Download aria-hidden className="size-4" />
        {busy ? t('productCsv.downloading') : t('productCsv.download')}
      </Button>
    </section>
  );
}
