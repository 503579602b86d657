/**
 * The dev e-mail inbox: SES, as far as the functions can tell, on this machine only. aws-ses-v2-local answers
 * the functions' SES client (`SES_ENDPOINT`) on its own 127.0.0.1 port (behind the twin's Host check, see
 * `startEmailInbox`) and keeps every e-mail in memory instead of delivering it: a web inbox at `/`, and the
 * e-mails as JSON at `GET /store` for tests. It shows the staff's temporary passwords: that is its purpose.
 * On AWS they go only to the employee's mailbox.
 */
import type { Server } from 'node:http';
import { privateSocket, startLoopbackProxy } from './loopback-host';
import type { DevService, DevServiceFactory } from './service';

/** The sender of local e-mails; on AWS it is the `sesFromAddress` context, a verified SES identity. */
export const LOCAL_SES_FROM_ADDRESS = 'no-reply@earnlearn.in';

/** One e-mail as `GET /store` lists it (aws-ses-v2-local 2.10's `Email`, the fields tests read). */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** When it was received, in epoch seconds. */
  at: number;
}

export interface EmailInbox extends DevService {
  /** The inbox page; also the SES endpoint and the base of `/store`. */
  url: string;
  stop: () => Promise<void>;
}

export const emailInbox: DevServiceFactory = ({ baseUrl }) => startEmailInbox({ siteUrl: baseUrl });

/**
 * Starts the local SES: aws-ses-v2-local (a third-party server that answers any Host) listens on a private
 * socket no page can reach, and the twin's own proxy (loopback-host.ts) on a port the OS picks (so it cannot
 * race another process for it) lets through only requests addressed to 127.0.0.1 or localhost: a page that
 * rebinds its name to 127.0.0.1 cannot read the temporary passwords. `siteUrl` is where the e-mails link to
 * (the twin's origin).
 */
export async function startEmailInbox(options: { siteUrl?: string } = {}): Promise<EmailInbox> {
  // CommonJS compiled from ESM. Node (tsx) hands over `module.exports` as the default, whose own `default`
  // is the server; Vitest's interop hands over the server itself.
  const imported: unknown = (await import('aws-ses-v2-local')).default;
  const startServer = (
    typeof imported === 'function' ? imported : (imported as { default: unknown }).default
  ) as (config: { host?: string; port: string }) => Promise<Server>;
  const socket = privateSocket('ses');
  // Express's app.listen(path) listens on the socket (its typings say a port; the call is Node's listen).
  const http: Server = await startServer({ port: socket.path });
  // Express reports a failed listen through the same callback as a successful one.
  if (!http.listening) {
    socket.remove();
    throw new Error(`The local e-mail inbox (aws-ses-v2-local) could not listen on ${socket.path}`);
  }
  const proxy = await startLoopbackProxy(socket.path);
  const url = `http://127.0.0.1:${proxy.port}`;
  // Its store is global to the process: a second inbox in one process (a restarted twin) starts empty.
  await fetch(`${url}/clear-store`, { method: 'POST' });
  return {
    url,
    environment: {
      SES_ENDPOINT: url,
      SES_FROM_ADDRESS: LOCAL_SES_FROM_ADDRESS,
      ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
    },
    describe: `E-mail:    ${url}/ (local SES inbox, aws-ses-v2-local: staff credential e-mails and employers' sign-in codes land here)`,
    stop: async () => {
      await proxy.close();
      await new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      });
      socket.remove();
    },
  };
}
