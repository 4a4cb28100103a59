import { PRODUCT_CSV_MAX_BYTES, PRODUCT_CSV_MAX_ROWS, type SellerProductImportReport } from '@souk/contract';
import { buttonClass, Button } from '@souk/ui/button';
import { FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { hasFieldErrors } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { SECTION } from './styles.ts';
import { ImportCounts, RefusedRows } from './import-report.tsx';
import { useProductImport } from './use-product-csv.ts';

/** What the last answer says to do next: correct the file, import it, or look at the products. */
function NextStep({
  report,
  pending,
  onImport,
}: {
  report: SellerProductImportReport;
  pending: boolean;
  onImport: () => void;
}) {
  const { t } = useI18n();
  if (report.errors.length > 0) return <RefusedRows report={report} />;
  if (report.imported) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm text-green-800">
          {t('productCsv.done', { created: report.created, updated: report.updated })}
        </p>
        <Link to="/products" className={buttonClass('outline', undefined, 'sm')}>
          {t('productCsv.viewProducts')}
        </Link>
      </div>
    );
  }
  const writes = report.created + report.updated;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="text-sm text-slate-700">
        {t(writes > 0 ? 'productCsv.ready' : 'productCsv.nothingToImport')}
      </p>
      <Button onClick={onImport} disabled={pending || writes === 0}>
        {pending ? t('productCsv.importing') : t('productCsv.import', { count: writes })}
      </Button>
    </div>
  );
}

/**
 * Choosing a file checks it at once (a dry run: nothing is written) and shows the report; the
 * file is imported only from a report without refused rows. A file the server cannot read at
 * all is refused under the file control.
 */
export function ImportSection() {
  const { t } = useI18n();
  const id = useId();
  const upload = useProductImport();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<SellerProductImportReport | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const send = (chosen: File, dryRun: boolean) => {
    setFileError(null);
    upload.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.imported) {
            toast.success(t('productCsv.imported', { count: answer.created + answer.updated }));
          }
        },
        onError: (error) => {
          setReport(null);
          if (hasFieldErrors(error)) setFileError(error.errors.file?.[0] ?? error.message);
          else toast.error(error.message);
        },
      },
    );
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again (corrected) is a change too.
    event.currentTarget.value = '';
    if (!chosen) return;
    setFile(chosen);
    setReport(null);
    send(chosen, true);
  };
  const checking = upload.isPending && upload.variables.dryRun;
  const describedBy = `${id}-hint${fileError ? ` ${id}-error` : ''}`;

  return (
    <section aria-labelledby={`${id}-title`} className={SECTION}>
      <h2 id={`${id}-title`} className="font-semibold">
        {t('productCsv.importTitle')}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('productCsv.fileHint', { mb: PRODUCT_CSV_MAX_BYTES / 1024 / 1024, rows: PRODUCT_CSV_MAX_ROWS })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600">
          <FileUp aria-hidden className="size-4" />
          <span>
            {t('productCsv.choose')}
            <span className="sr-only"> ({t('productCsv.file')})</span>
          </span>
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={describedBy}
            aria-invalid={fileError ? true : undefined}
            onChange={onChange}
          />
        </label>
        {file && (
          <span className="min-w-0 truncate text-sm text-slate-700" dir="auto">
            {file.name}
          </span>
        )}
      </div>
      {fileError && (
        <p id={`${id}-error`} role="alert" dir="auto" className="mt-2 text-sm text-red-700">
          {fileError}
        </p>
      )}
      {checking && file && (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('productCsv.checking', { file: file.name })}
        </p>
      )}
      {report && file && (
        <div className="mt-4 space-y-3" data-report={report.dry_run ? 'dry-run' : 'import'}>
          <h3 className="text-sm font-semibold">
            {t(report.dry_run ? 'productCsv.reportTitle' : 'productCsv.resultTitle', { file: file.name })}
          </h3>
          <ImportCounts report={report} />
          <NextStep report={report} pending={upload.isPending} onImport={() => send(file, false)} />
        </div>
      )}
    </section>
  );
}
