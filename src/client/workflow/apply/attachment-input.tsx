import { useMutation } from '@tanstack/react-query';
import { Paperclip, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../shared/api/download-calls';
import { failureText } from '../../api/failure-text';
import { queryClient } from '../../api/query-client';
import { Button } from '../../ui/button';
import { uploadFile } from './upload-file';

export interface Attachment {
  fileId: string;
  name: string;
}

interface AttachmentInputProps {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  value: Attachment[];
  onChange(value: Attachment[]): void;
  max: number;
}

/** Files of an attachment field: each chosen file is uploaded at once and listed with a remove button. */
export function AttachmentInput({ id, value, onChange, max, invalid, ...rest }: AttachmentInputProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // The latest list, for uploads that finish after other files were added or removed.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  const sending = useMutation({ mutationFn: (file: File) => uploadFile(file) }, queryClient);

  const add = async (files: File[]) => {
    const room = Math.max(0, max - value.length);
    const messages: string[] = files.length > room ? [t('workflowApply.uploadLimit', { max })] : [];
    for (const file of files.slice(0, room)) {
      if (file.size > UPLOAD_MAX_BYTES) {
        messages.push(t('workflowApply.uploadTooLarge', { name: file.name }));
        continue;
      }
      try {
        const stored = await sending.mutateAsync(file);
        onChange([...current.current, { fileId: stored.fileId, name: stored.fileName }]);
      } catch (error) {
        messages.push(t('workflowApply.uploadFailed', { name: file.name, message: failureText(error) }));
      }
    }
    setProblems(messages);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          id={id}
          variant="secondary"
          size="sm"
          aria-describedby={rest['aria-describedby']}
          aria-invalid={invalid || undefined}
          disabled={sending.isPending || value.length >= max}
          onClick={() => picker.current?.click()}
        >
          <Paperclip aria-hidden size={14} />
          {sending.isPending ? t('workflowApply.uploading') : t('workflowApply.upload')}
        </Button>
        <span className="text-xs text-slate-500">{t('workflowApply.uploadLimit', { max })}</span>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void add(files);
          }}
        />
      </div>
      {value.length > 0 && (
        <ul className="flex flex-col gap-1">
          {value.map((file) => (
            <li key={file.fileId} className="flex items-center gap-2 rounded bg-slate-50 px-2 py-1 text-sm text-slate-800">
              <Paperclip aria-hidden size={14} className="shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <button
                type="button"
                className="rounded p-0.5 text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
                aria-label={`${t('workflowApply.remove')} ${file.name}`}
                onClick={() => onChange(value.filter((item) => item.fileId !== file.fileId))}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {problems.map((problem) => (
        <p key={problem} role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      ))}
    </div>
  );
}
