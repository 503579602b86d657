/**
 * Data saver (decision 634): no company logos (their initials instead) and nothing fetched ahead of need. On by
 * itself when the browser says the connection is slow or the phone saves data (`navigator.connection`:
 * `saveData`, or an `effectiveType` of 2g or slow-2g); the worker's own choice in the profile (on or off) wins.
 * The choice is this browser's setting, like the language: kept in local storage across sign-outs.
 */
import { useSyncExternalStore } from 'react';

export const DATA_SAVER_KEY = 'dataSaver';
export type DataSaverChoice = 'on' | 'off' | 'auto';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const listeners = new Set<() => void>();

/** Whether the connection asks for less data: the phone's data saver, or a 2g connection. */
export function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return (
    connection?.saveData === true ||
    connection?.effectiveType === '2g' ||
    connection?.effectiveType === 'slow-2g'
  );
}

export function readDataSaverChoice(): DataSaverChoice {
  try {
    const stored = localStorage.getItem(DATA_SAVER_KEY);
    return stored === 'on' || stored === 'off' ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

export function chooseDataSaver(choice: DataSaverChoice): void {
  try {
    if (choice === 'auto') localStorage.removeItem(DATA_SAVER_KEY);
    else localStorage.setItem(DATA_SAVER_KEY, choice);
  } catch {
    // Not kept: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** Whether data saver is on now: the worker's choice, else the connection's. */
export function dataSaverOn(): boolean {
  const choice = readDataSaverChoice();
  return choice === 'auto' ? slowConnection() : choice === 'on';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  connection?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    connection?.removeEventListener?.('change', listener);
  };
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}
