/**
 * A TCP relay in front of a local stand-in (the SMS outbox, the e-mail inbox) that a test switches between
 * the ways a dependency fails: `up` relays every byte, `refusing` closes the port (connections are refused,
 * as when the service is down), `silent` accepts connections and never answers (a hung service). Functions
 * are pointed at the relay's endpoint once, at load, and stay pointed at it whatever the mode. The relay says
 * the stand-in's own address in each request's Host header, as a proxy does: the local stand-ins refuse a Host
 * that is not theirs (infra/local/dev/loopback-host.ts).
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Transform } from 'node:stream';
import { freePort } from '#infra/local/ports';

export type LinkMode = 'up' | 'refusing' | 'silent';

export interface FaultyLink {
  /** `target` with its host and port replaced by the relay's (the path is kept). */
  endpoint: string;
  setMode: (mode: LinkMode) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Replaces the relay's address in Host header lines with the target's. A request's head arrives in one chunk
 * (small, written at once by the SDK's HTTP client on loopback), so each line is whole where it is replaced.
 */
function hostRewriter(relayHost: string, targetHost: string): Transform {
  const line = new RegExp(`(^|\\r\\n)host: ${relayHost.replace(/\./g, '\\.')}\\r\\n`, 'gi');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, Buffer.from(chunk.toString('latin1').replace(line, `$1host: ${targetHost}\r\n`), 'latin1'));
    },
  });
}

export async function startFaultyLink(target: string): Promise<FaultyLink> {
  const targetUrl = new URL(target);
  const port = await freePort();
  const sockets = new Set<Socket>();
  let mode: LinkMode = 'up';
  let server: Server | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const accept = (client: Socket) => {
    track(client);
    if (mode === 'silent') {
      client.resume();
      return;
    }
    const upstream = connect(Number(targetUrl.port), targetUrl.hostname);
    track(upstream);
    client
      .pipe(hostRewriter(`127.0.0.1:${port}`, targetUrl.host))
      .pipe(upstream)
      .pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = async () => {
    server = createServer(accept);
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
  };
  const stopListening = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  const endpoint = new URL(target);
  endpoint.host = `127.0.0.1:${port}`;
  return {
    endpoint: endpoint.toString().replace(/\/$/, target.endsWith('/') ? '/' : ''),
    setMode: async (next) => {
      mode = next;
      // Connections kept alive from before the switch would carry on as they were.
      await stopListening();
      if (next !== 'refusing') await listen();
    },
    close: stopListening,
  };
}
