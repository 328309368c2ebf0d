// The export button's work: collect the current filter's rows, write the CSV, hand it to the browser, say so.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { formatNumber } from '../../format/numbers';
import type { DataColumn } from '../data-table/data-table-types';
import { saveTextFile } from '../save-text-file';
import { collectRows, csvFileName, EXPORT_ROW_LIMIT, listCsv, type PageFetcher } from './list-csv';

export interface ListExport {
  run: () => void;
  pending: boolean;
}

export function useListExport<Row>(
  listId: string,
  columns: readonly DataColumn<Row>[],
  fetchPage: PageFetcher<Row>,
  pageSize = 500,
): ListExport {
  const { t, i18n } = useTranslation();
  const exporter = useMutation({
    mutationFn: async () => {
      const { rows, capped } = await collectRows(fetchPage, pageSize);
      const name = csvFileName(listId);
      saveTextFile(name, listCsv(columns, rows), 'text/csv');
      return { name, capped };
    },
    onSuccess: ({ name, capped }) => {
      toast.success(t('dataTable.exported', { name }));
      if (capped)
        toast.warning(t('dataTable.exportCapped', { count: formatNumber(EXPORT_ROW_LIMIT, i18n.language) }));
    },
    onError: (error) => toast.error(t('dataTable.exportFailed', { reason: error.message })),
  });
  return { run: () => exporter.mutate(), pending: exporter.isPending };
}
