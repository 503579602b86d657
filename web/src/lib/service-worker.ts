/**
 * Registers the site's service worker (web/public/sw.js, decision 630) once the page has loaded: the entry
 * imports this module lazily after the load event (main.tsx), so neither it nor the worker's install delays
 * the first load. Then hands the worker the files this page loaded before it was in control (the entry, the
 * lazy parts the page used), so they are there offline too.
 */
import { dataSaverOn } from './data-saver';

export const SERVICE_WORKER_PATH = '/sw.js';

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(
      (name) =>
        new URL(name).origin === window.location.origin && new URL(name).pathname.startsWith('/assets/'),
    );
  // Under data saver nothing is fetched ahead: the files stay as the browser's own cache keeps them.
  if (!dataSaverOn()) ready.active?.postMessage({ type: 'keep', urls: loaded });
  return registration;
}
