import { endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** A file sent to the import: checked only (`dryRun`), or imported. */
export interface ImportRequest {
  file: File;
  dryRun: boolean;
}

/**
 * Sends the file as a multipart form and answers the server's report. After a real import the
 * product lists, products and the dashboard's low-stock count are read again.
 */
export function useProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: ImportRequest) => {
      const form = new FormData();
      form.append('file', file);
      return api(endpoints.sellerProductCsv.importProducts, { query: { dry_run: dryRun }, form });
    },
    onSuccess: (report) =>
      report.imported
        ? Promise.all(
            [['products'], ['product'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          )
        : undefined,
  });
}
