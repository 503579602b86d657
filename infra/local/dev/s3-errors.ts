/** S3's refusals as the local gate answers them: a status, S3's error code and message, as XML. */

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export function refuse(code: string, message: string, status = 403): Refusal {
  return { status, code, message };
}

export function signatureMismatch(): Refusal {
  return refuse(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );
}

/** The XML body S3 answers a refusal with. */
export function errorXml(refusal: Refusal): string {
  const escapeXml = (text: string) =>
    text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message></Error>`;
}
