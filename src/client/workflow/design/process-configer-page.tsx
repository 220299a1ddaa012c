import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { processQueryPage } from '../../../shared/api/workflow-process-calls';
import { useCall } from '../../api/use-call';
import { useDocumentTitle } from '../../routes/use-document-title';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { ProcessDesigner } from './process-designer';
import { ProcessList } from './process-list';

/** /setModule/process/configer: the definitions, and with ?code= the designer of one of them. */
export default function ProcessConfigerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('workflowDesign.processes.title'));
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  if (code) return <DesignerLoader code={code} onBack={() => setParams({})} />;
  return <ProcessList onOpen={(next) => setParams({ code: next })} />;
}

/** The process the address names, read through the list call (its code is unique). */
function DesignerLoader({ code, onBack }: { code: string; onBack(): void }) {
  const { t } = useTranslation();
  const query = useCall(processQueryPage, { body: { keyword: code, page: 1, pageSize: 100 } }, { refetchOnWindowFocus: false });
  const row = query.data?.rows.find((candidate) => candidate.code === code);
  return (
    <LoadState pending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
      {row ? (
        <ProcessDesigner key={row.id} row={row} onBack={onBack} />
      ) : (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-slate-200 bg-white p-6 text-sm">
          <p>{t('workflowDesign.processes.notFound', { code })}</p>
          <Button size="sm" variant="secondary" onClick={onBack}>
            {t('workflowDesign.backToList')}
          </Button>
        </div>
      )}
    </LoadState>
  );
}
