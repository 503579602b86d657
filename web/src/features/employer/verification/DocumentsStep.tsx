/**
 * The documents step of the employer's organisation page (English, as the employer area is): where the admin's
 * check of the certificate stands, and the upload that sends it: first, or again after a refusal, whose reason
 * is shown. Owners send; a recruiter reads where it stands.
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { CERTIFICATE_NAMES } from '#shared/domain/employer-checks';
import type { VerificationLevel } from '#shared/domain/employer-verification';
import type { OrganisationIdKind } from '#shared/domain/organisation-ids';
import { CERTIFICATE_UPLOAD_TYPES } from '#shared/domain/upload-types';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { PngUpload, type PngValue } from '#web/components/PngUpload';
import { ApiError, type ApiOutput } from '#web/lib/api';
import { formatDateTime } from '#web/lib/format';
import { submitCertificate, uploadCertificate } from './api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  text: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Verification = ApiOutput<'submitVerificationDocuments'>['verification'];

interface DocumentsStepProps {
  registrationKind: OrganisationIdKind;
  verification: Verification;
  level: VerificationLevel;
  /** Only owners send the certificate. */
  owner: boolean;
  /** Told where the documents stand once they are sent (the page reads the organisation again). */
  onSent: (verification: Verification) => void;
}

export function DocumentsStep({ registrationKind, verification, level, owner, onSent }: DocumentsStepProps) {
  const styles = useStyles();
  const [file, setFile] = useState<PngValue>({ key: '' });
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const certificate = CERTIFICATE_NAMES[registrationKind];
  const canSend = owner && (verification.documents === 'none' || verification.documents === 'refused');

  async function send() {
    if (!file.key) {
      setProblem(`Please upload your ${certificate} (a PDF, or a JPEG or PNG photo) first.`);
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      const answer = await submitCertificate(file.key);
      setFile({ key: '' });
      onSent(answer.verification);
    } catch (error: unknown) {
      setProblem(error instanceof ApiError && error.message ? error.message : 'Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.root} aria-labelledby="documents-step-title">
      <h2 id="documents-step-title">Verification documents</h2>
      <div>
        <EmployerBadge level={level} />
      </div>
      {verification.documents === 'none' ? (
        <p className={styles.text}>
          Send your {certificate}: an Earnlearn admin checks it, and your jobs then show "Documents checked".
        </p>
      ) : null}
      {verification.documents === 'pending' ? (
        <p className={styles.text}>
          Your {certificate} is waiting for an Earnlearn admin's check
          {verification.submittedAt ? ` (sent ${formatDateTime(verification.submittedAt)})` : ''}. You will
          get an e-mail when it is decided.
        </p>
      ) : null}
      {verification.documents === 'checked' ? (
        <p className={styles.text}>Earnlearn checked your {certificate}.</p>
      ) : null}
      {verification.documents === 'refused' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Your documents were not accepted</MessageBarTitle>
            {verification.reason ?? ''}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {canSend ? (
        <>
          <PngUpload
            label={certificate}
            value={file}
            upload={uploadCertificate}
            types={CERTIFICATE_UPLOAD_TYPES}
            downscale
            onChange={setFile}
            onUploadingChange={setUploading}
            error={problem}
            disabled={sending}
          />
          <div className={styles.actions}>
            <Button appearance="primary" disabled={uploading || sending} onClick={() => void send()}>
              {verification.documents === 'refused' ? 'Send again' : 'Send for checking'}
            </Button>
          </div>
        </>
      ) : null}
      {!owner && (verification.documents === 'none' || verification.documents === 'refused') ? (
        <p className={styles.text}>An owner of your organisation sends the documents.</p>
      ) : null}
    </section>
  );
}
