import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallDef, CallRequest } from '../../shared/api/define-call';
import { exportFile } from '../download';
import { Button } from '../ui/button';

type BodyOf<C extends CallDef> = CallRequest<C> extends { body: infer B } ? B : undefined;

/** Exports the view as it is filtered; disabled while the export runs so one click is one file. */
export function ExportButton<C extends CallDef>({ call, body }: { call: C; body: BodyOf<C> }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await exportFile(call, body);
    } catch {
      // exportFile showed the failure.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" disabled={exporting} onClick={() => void run()}>
      {exporting ? t('business.exporting') : t('business.export')}
    </Button>
  );
}
