/** Storage uploads in the web tests: XMLHttpRequest replaced, and png files to send. */
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { PNG_SIGNATURE } from '#shared/domain/constants';

/**
 * A stand-in for XMLHttpRequest: it records what is sent, and the test decides when it reports upload
 * progress and how storage answers (jsdom cannot POST to S3). Install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)` and empty `FakeXhr.sent` before each test.
 */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** Storage has received `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number) {
    this.status = status;
    this.dispatchEvent(new Event('load'));
  }

  failNetwork() {
    this.dispatchEvent(new Event('error'));
  }

  /** The multipart fields in the order they were appended; files by their name. */
  entries(): [string, string | File][] {
    return [...(this.body?.entries() ?? [])] as [string, string | File][];
  }
}

/** The `count`th request sent, once there is one. */
export async function sentRequest(count = 1): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return FakeXhr.sent[count - 1] as FakeXhr;
}

/** A file that starts with the png signature. */
export function pngFile(name = 'card.png', size = 64): File {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}
