import { useState } from 'react';
import { Download } from 'lucide-react';
import { adminTexts } from '../../../../shared/admin/schemas';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { downloadCsv, exportFiles } from '../api/export-csv';
import { toastError } from '../lib/toast-error';

interface ExportCsvButtonProps {
  kind: keyof typeof exportFiles;
  /** The filtered list's total; 0 answers 'No Data' without asking the server. */
  total: number | undefined;
  filters: Record<string, string>;
  disabled: boolean;
}

/**
 * Export CSV (spec 2 §2, §7, §8): 'No Data' when the filtered list is empty, else the server's
 * file of every filtered row and 'Exported!'.
 */
export function ExportCsvButton({ kind, total, filters, disabled }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (total === 0) {
      toast(adminTexts.noData);
      return;
    }
    setBusy(true);
    try {
      const count = await downloadCsv(kind, filters);
      if (count === 0) toast(adminTexts.noData);
      else toast({ title: adminTexts.exported, description: exportFiles[kind].fileName });
    } catch (error) {
      toastError('Export Failed', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void run()} disabled={busy || disabled}>
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
}
