import { Button, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_UPLOAD_TYPES, type UploadType, uploadTypeOfKey } from '#shared/domain/upload-types';
import { ApiError } from '#web/lib/api';
import { type MessageId, useT } from '#web/lib/i18n';
import { useObjectUrl } from '#web/lib/object-url';
import { useVisuallyHidden } from '#web/lib/typography';
import {
  isAbortError,
  MAX_MEGABYTES,
  prepareUpload,
  type UploadOptions,
  uploadMessages,
} from '#web/lib/upload';
import { DocumentThumbnail } from './DocumentThumbnail';

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

/** The catalogue id of each of the browser's own upload messages. */
const problemIds = new Map<string, MessageId>([
  [uploadMessages.typeDocument, 'upload.typeDocument'],
  [uploadMessages.typeImage, 'upload.typeImage'],
  [uploadMessages.typePdf, 'upload.typePdf'],
  [uploadMessages.heic, 'upload.heic'],
  [uploadMessages.size, 'upload.size'],
  [uploadMessages.failed, 'upload.failed'],
]);

/** The hint under the field for what it takes. */
function hintId(types: readonly UploadType[]): MessageId {
  if (types.every((type) => IMAGE_UPLOAD_TYPES.includes(type))) return 'upload.hintImage';
  return 'upload.hintDocument';
}

/** A file in a form: the key the form sends, and the file when it was uploaded just now (for its preview). */
export interface PngValue {
  key: string;
  file?: File;
}

export interface PngUploadProps {
  label: string;
  value: PngValue;
  /**
   * Sends the checked file to storage as `contentType` (its bytes' type); resolves with the key the form then
   * sends.
   */
  upload: (file: File, contentType: UploadType, options: UploadOptions) => Promise<string>;
  /** What the field takes, told by the file's first bytes: an image (a logo) by default. */
  types?: readonly UploadType[];
  /** Whether a photo is made smaller on the phone before it is sent (documents: yes; a logo keeps its pixels). */
  downscale?: boolean;
  onChange: (value: PngValue) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The stored key and its signed link (a profile as read): the link is the preview while the key is kept. */
  storedKey?: string;
  storedUrl?: string;
  /** The form's own message for the field (e.g. that it is required), shown when no upload problem is. */
  error?: string;
  disabled?: boolean;
}

/**
 * An upload field (a png or the formats phones make, decision 570): its preview (or 'Not uploaded'), 'Upload'
 * or 'Replace', and 'Remove'. A chosen file is checked by its first bytes (a photo made smaller when
 * `downscale`), sent straight to storage with a presigned form, and only then becomes the field's value; a
 * failed upload leaves the value as it was.
 */
export function PngUpload({
  label,
  value,
  upload,
  onChange,
  onUploadingChange,
  storedKey = '',
  storedUrl = '',
  error,
  disabled = false,
  types = IMAGE_UPLOAD_TYPES,
  downscale = false,
}: PngUploadProps) {
  const styles = useStyles();
  const t = useT();
  const hidden = useVisuallyHidden();
  const labelId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const preview = useObjectUrl(value.file);
  const uploading = progress !== undefined;
  const src = value.file ? preview : value.key && value.key === storedKey ? storedUrl : undefined;
  const isPdf = value.file
    ? value.file.type === 'application/pdf'
    : uploadTypeOfKey(value.key) === 'application/pdf';
  const present = value.key !== '';
  // The browser's own messages show in the worker's language; the server's stay as it wrote them.
  const problemId = problem === undefined ? undefined : problemIds.get(problem);
  const message = problemId ? t(problemId, { megabytes: MAX_MEGABYTES }) : (problem ?? error);

  // Leaving the page (or edit mode) stops an upload still running.
  useEffect(() => () => running.current?.abort(), []);

  async function send(file: File) {
    setProblem(undefined);
    const prepared = await prepareUpload(file, types, { downscale });
    if ('problem' in prepared) {
      setProblem(prepared.problem);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    onUploadingChange(true);
    try {
      const key = await upload(prepared.file, prepared.type, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange({ key, file: prepared.file });
    } catch (failure: unknown) {
      if (isAbortError(failure)) return;
      setProblem(failure instanceof ApiError ? failure.message : uploadMessages.failed);
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
    if (file) void send(file);
  }

  function remove() {
    setProblem(undefined);
    onChange({ key: '' });
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend does not lay out inside this grid
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={message ? messageId : undefined}
      className={styles.root}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {src ? (
        <DocumentThumbnail src={src} label={label} pdf={isPdf} />
      ) : (
        <p className={styles.none}>{t('common.notUploaded')}</p>
      )}
      <input
        ref={input}
        type="file"
        accept={types.join(',')}
        className={hidden.root}
        tabIndex={-1}
        aria-label={t('upload.file', { label })}
        onChange={chosen}
      />
      {uploading ? (
        <div className={styles.progress}>
          <ProgressBar
            value={progress}
            max={1}
            thickness="large"
            aria-label={t('upload.uploading', { label })}
          />
          <span className={styles.progressText}>{t('upload.progress', { percent })}</span>
        </div>
      ) : null}
      {message ? (
        <p id={messageId} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {present ? t('upload.replace') : t('upload.choose')}
        </Button>
        {present ? (
          <Button appearance="subtle" disabled={disabled || uploading} onClick={remove}>
            {t('upload.remove')}
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{t(hintId(types), { megabytes: MAX_MEGABYTES })}</p>
    </div>
  );
}
