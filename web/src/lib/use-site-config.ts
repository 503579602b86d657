/** The site configuration (/config.json, site-config.ts) as a sign-in screen needs it, read when it first shows. */
import { useCallback, useEffect, useState } from 'react';
import { loadSiteConfig, type SiteConfig } from './site-config';

export type SiteConfigState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; config: SiteConfig };

/** The configuration's state, and a Try again that reads it afresh. */
export function useSiteConfig(): [SiteConfigState, () => void] {
  const [config, setConfig] = useState<SiteConfigState>({ state: 'loading' });
  const load = useCallback(() => {
    let current = true;
    setConfig({ state: 'loading' });
    loadSiteConfig().then(
      (loaded) => current && setConfig({ state: 'ready', config: loaded }),
      () => current && setConfig({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(load, [load]);
  return [config, load];
}
