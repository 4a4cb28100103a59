import { Paperclip, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_FILES,
  type AttachmentProblem,
  checkAttachments,
  fileSize,
} from '../attachment-rules.ts';

interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The server's message for `attachments`, when it refused them anyway. */
  error?: string | undefined;
}

/** Choose up to three images or PDFs; a wrong type or size is named at once, before anything is sent. */
export function AttachmentPicker({ files, onChange, error }: AttachmentPickerProps) {
  const t = useT();
  const id = useId();
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 has-focus-visible:ring-2 has-focus-visible:ring-primary-200"
      >
        <Paperclip aria-hidden className="size-4" />
        {t('Attachments')} ({t('optional')})
        <input
          id={id}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            const result = checkAttachments([...(event.target.files ?? [])], files.length);
            setProblems(result.problems);
            onChange([...files, ...result.accepted]);
            event.target.value = '';
          }}
        />
      </label>
      <p className="mt-1 text-xs text-slate-500">
        {t('Images or PDF, up to :count files of 5 MB each.', { count: ATTACHMENT_MAX_FILES })}
      </p>
      {files.length > 0 ? (
        <ul className="mt-2 space-y-1" data-testid="chosen-attachments">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-2 rounded bg-slate-50 px-2 py-1 text-sm">
              <span className="min-w-0 flex-1 truncate" dir="ltr">
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-slate-500" dir="ltr">
                {fileSize(file.size)}
              </span>
              <button
                type="button"
                aria-label={t('Remove :name', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                className="shrink-0 rounded p-0.5 text-slate-500 hover:bg-slate-200"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {[...problems.map((p) => t(p.message, p.params)), ...(error ? [error] : [])].map((message) => (
        <p key={message} role="alert" className="mt-1 text-sm text-rose-700">
          {message}
        </p>
      ))}
    </div>
  );
}
