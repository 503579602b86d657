import { Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_CONTENT_TYPE } from '#shared/domain/constants';
import { ApiError } from '#web/lib/api';
import { useVisuallyHidden } from '#web/lib/typography';
import { uploadDocument } from './api/upload-document';
import { DocumentThumbnail } from './DocumentThumbnail';
import { checkPng, isAbortError, MAX_MEGABYTES, uploadMessages } from './upload';
import type { DocumentSpec, DocumentValue } from './values';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  hint: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  none: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  progressText: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase300 },
});

/** A local link to the file for its preview, revoked when the file changes or the preview goes away. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

interface DocumentUploadProps {
  document: DocumentSpec;
  value: DocumentValue;
  /** The stored key and its signed link, from the profile as read. */
  storedKey: string;
  storedUrl: string;
  onChange: (value: DocumentValue) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}

/**
 * A document in edit mode: its preview (or 'Not uploaded'), 'Upload png' or 'Replace', and 'Remove'. A chosen
 * file is checked, sent straight to storage with a presigned form, and only then becomes the field's value;
 * a failed upload leaves the value as it was.
 */
export function DocumentUpload({
  document,
  value,
  storedKey,
  storedUrl,
  onChange,
  onUploadingChange,
  disabled = false,
}: DocumentUploadProps) {
  const styles = useStyles();
  const hidden = useVisuallyHidden();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const preview = useObjectUrl(value.file);
  const uploading = progress !== undefined;
  const src = value.file ? preview : value.key && value.key === storedKey ? storedUrl : undefined;
  const present = value.key !== '';

  // Leaving the page (or edit mode) stops an upload still running.
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    setProblem(undefined);
    const refused = await checkPng(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    onUploadingChange(true);
    try {
      const key = await uploadDocument(document.kind, file, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange({ key, file });
    } catch (error: unknown) {
      if (isAbortError(error)) return;
      setProblem(error instanceof ApiError ? error.message : uploadMessages.failed);
    } finally {
      if (!controller.signal.aborted) {
        running.current = null;
        setProgress(undefined);
        onUploadingChange(false);
      }
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change too.
    event.target.value = '';
    if (file) void upload(file);
  }

  function remove() {
    setProblem(undefined);
    onChange({ key: '' });
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend does not lay out inside this grid
    <div role="group" aria-labelledby={labelId} className={styles.root}>
      <span id={labelId} className={styles.label}>
        {document.label}
      </span>
      {src ? (
        <DocumentThumbnail src={src} label={document.label} />
      ) : (
        <p className={styles.none}>Not uploaded</p>
      )}
      <input
        ref={input}
        type="file"
        accept={UPLOAD_CONTENT_TYPE}
        className={hidden.root}
        tabIndex={-1}
        aria-label={`${document.label} png file`}
        onChange={chosen}
      />
      {uploading ? (
        <div className={styles.progress}>
          <ProgressBar
            value={progress}
            max={1}
            thickness="large"
            aria-label={`Uploading ${document.label}`}
          />
          <span className={styles.progressText}>Uploading... {percent}%</span>
        </div>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {present ? 'Replace' : 'Upload png'}
        </Button>
        {present ? (
          <Button appearance="subtle" disabled={disabled || uploading} onClick={remove}>
            Remove
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>A png image of up to {MAX_MEGABYTES} MB.</p>
    </div>
  );
}
