/**
 * The rows chosen for a bulk move: by the application's key, on the page on screen only. Another tab
 * or page of the list (`scope`) starts with none chosen; a row that leaves the page (moved) leaves the choice.
 */
import { useState } from 'react';
import type { Application } from '../api/get-applications';
import { applicationKey } from './use-pending-moves';

export function useChosen(rows: readonly Application[], scope: string) {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [keysScope, setKeysScope] = useState(scope);
  if (keysScope !== scope) {
    setKeysScope(scope);
    setKeys(new Set());
  }
  const chosen = rows.filter((row) => keys.has(applicationKey(row)));
  const all: boolean | 'mixed' = chosen.length === 0 ? false : chosen.length === rows.length ? true : 'mixed';
  return {
    chosen,
    all,
    isChosen: (row: Application) => keys.has(applicationKey(row)),
    choose: (row: Application, on: boolean) =>
      setKeys((current) => {
        const next = new Set(current);
        if (on) next.add(applicationKey(row));
        else next.delete(applicationKey(row));
        return next;
      }),
    chooseAll: (on: boolean) => setKeys(new Set(on ? rows.map(applicationKey) : [])),
    clear: () => setKeys(new Set()),
  };
}

export type Chosen = ReturnType<typeof useChosen>;
