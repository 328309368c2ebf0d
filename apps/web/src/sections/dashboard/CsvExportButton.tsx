// CSV export of the applied Statistic View filter (act 52053): the server writes the file, the browser saves it.
import { statisticCsvAct, type ActParams } from '@bluemanager/protocol';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { saveTextFile } from '../../shared/save-text-file';

export function CsvExportButton({ params }: { params: ActParams<typeof statisticCsvAct> }) {
  const { t } = useTranslation();
  const act = useAct();
  const exportCsv = useMutation({
    mutationFn: () => act(statisticCsvAct, params),
    onSuccess: ({ filename, csv }) => saveTextFile(filename, csv, 'text/csv'),
    onError: () => toast.error(t('dashboards.exportFailed')),
  });
  return (
    <button
      type="button"
      className="btn btn-secondary"
      disabled={exportCsv.isPending}
      onClick={() => exportCsv.mutate()}
    >
      <Download size={16} aria-hidden="true" className="me-1" />
      {t('dashboards.exportCsv')}
    </button>
  );
}
