/**
 * `.data/twin.json`: while `npm start` runs, the DynamoDB Local endpoint and table it uses, so that a command
 * run beside it (`npm run admin:create`) writes to the same table instead of starting a second emulator on
 * the same files. The twin writes the file once its table exists and removes it when it stops; a file left
 * by a twin that died is recognised by its process id and ignored.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The table of the local twin. */
export const LOCAL_TABLE = 'earnlearn-local';

export interface TwinFile {
  dynamodbEndpoint: string;
  tableName: string;
  /** The process of the twin that wrote the file. */
  pid: number;
  /** Where its SMS outbox and e-mail inbox listen (SNS_ENDPOINT, SES_ENDPOINT, ...), once they are started. */
  messaging?: Record<string, string>;
}

const fileIn = (dataDir: string) => join(dataDir, 'twin.json');

export function writeTwinFile(dataDir: string, twin: Omit<TwinFile, 'pid'>): void {
  writeFileSync(fileIn(dataDir), `${JSON.stringify({ ...twin, pid: process.pid }, null, 2)}\n`);
}

/** Removes the file if this process wrote it. */
export function removeTwinFile(dataDir: string): void {
  if (readTwinFile(dataDir)?.pid === process.pid) rmSync(fileIn(dataDir), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: unknown) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What the file says, if there is one; `running` false when its twin's process is gone. */
export function readTwinFile(dataDir: string): (TwinFile & { running: boolean }) | undefined {
  const file = fileIn(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<TwinFile>;
    const { dynamodbEndpoint, tableName, pid, messaging } = parsed;
    if (typeof dynamodbEndpoint !== 'string' || typeof tableName !== 'string' || typeof pid !== 'number')
      return undefined;
    return {
      dynamodbEndpoint,
      tableName,
      pid,
      ...(messaging && typeof messaging === 'object' ? { messaging } : {}),
      running: isRunning(pid),
    };
  } catch {
    return undefined;
  }
}
