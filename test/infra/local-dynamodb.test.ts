/**
 * The twin's DynamoDB Local listens on the loopback interface only (infra/local/dynamodb.ts and its launcher):
 * the listening socket is bound to 127.0.0.1, not to every interface, and the machine's other addresses
 * refuse the connection; a port another server holds is refused, not taken for its own.
 */
import { readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDynamoDb, startDynamoDb } from '#infra/local/dynamodb';

let dynamodb: RunningDynamoDb;
let port: number;

beforeAll(async () => {
  dynamodb = await startDynamoDb();
  port = Number(new URL(dynamodb.endpoint).port);
}, 120_000);
afterAll(async () => {
  await dynamodb?.stop();
});

/** The local addresses of the sockets listening on `port`, from Linux's /proc/net/tcp and tcp6 (hex). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local_address is field 1 (ADDRESS:PORT); st is field 3, 0A = LISTEN.
      .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
      .map((fields) => (fields[1] ?? '').split(':')[0] ?? ''),
  );
}

function reachable(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe("the twin's DynamoDB Local", () => {
  it('runs through the loopback launcher on this machine (Java with its compiler)', () => {
    expect(dynamodb.loopbackOnly).toBe(true);
  });

  it('is bound to 127.0.0.1, not to every interface', () => {
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    // 0100007F is 127.0.0.1 in tcp; in tcp6 the IPv4-mapped ::ffff:127.0.0.1. All zeros would be every interface.
    for (const address of addresses)
      expect(['0100007F', '0000000000000000FFFF00000100007F']).toContain(address);
  });

  it("refuses connections on the machine's other addresses, and answers on 127.0.0.1", async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry && !entry.internal && entry.family === 'IPv4')
      .map((entry) => entry?.address as string);
    for (const address of others) await expect(reachable(address)).resolves.toBe(false);
    await expect(reachable('127.0.0.1')).resolves.toBe(true);
  });
});

describe('DynamoDB Local on a port another server holds', () => {
  it('is refused with the reason, instead of taking the other server for itself', async () => {
    const other = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => other.once('listening', resolve));
    const taken = (other.address() as { port: number }).port;
    try {
      await expect(startDynamoDb({ port: taken })).rejects.toThrow(/exited at start/);
    } finally {
      other.close();
    }
  }, 120_000);
});
