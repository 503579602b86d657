import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLanguage, initialLanguage, readStoredLanguage } from '#web/lib/i18n';
import { mayHydrate, prerenderedLanguage, rememberLanguageForPages } from '#web/lib/prerendered';
import { App } from './app/App';
import { preloadScreenData } from './app/preload-data';
import { Rendering } from './app/Rendering';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A back-office screen's data is asked for now, while its area's code loads.
preloadScreenData(window.location.pathname, window.location.search);

const tree = (
  <StrictMode>
    <Rendering>
      <App />
    </Rendering>
  </StrictMode>
);

const language = initialLanguage();
const stored = readStoredLanguage();
// A choice made before the cookie existed: the next visit's prerendered page is in it.
if (stored) rememberLanguageForPages(stored);
const prerendered = prerenderedLanguage(container);

function render() {
  // A page the edge served already painted (decisions 229, 240): React takes its markup over as it is. As a
  // transition, like the fresh render below: hydration at the default priority runs in one task, which on a
  // slow phone blocks the page it shows (the log-in pages' total blocking time 120-320 ms, decision 241).
  if (mayHydrate(prerendered, language)) {
    startTransition(() => {
      hydrateRoot(container as HTMLElement, tree);
    });
    return;
  }
  // Otherwise (the SPA's shell, or a prerendered page this browser renders differently: a signed-in worker,
  // another language) a fresh render, which replaces the prerendered markup in one commit. It is a
  // transition, which React renders in slices and yields to the browser between them: on a slow phone the
  // page stays responsive to input while it builds, instead of freezing for the whole render.
  const root = createRoot(container as HTMLElement);
  startTransition(() => root.render(tree));
}

// Each language's catalogue is a chunk of its own (the page's HTML preloads the one it was written in), fetched
// before the first render, so the page never shows one language and then another. If the chosen language's
// fetch fails, the page shows in English.
activateLanguage(language)
  .catch(() => (language === 'en' ? undefined : activateLanguage('en')))
  .catch(() => undefined)
  .finally(render);

// The service worker (offline copies, Web Push) is registered after the load event, from a chunk of its own:
// nothing of it is in the first load, and its install never competes with the page's own requests.
function registerAfterLoad() {
  import('#web/lib/service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => undefined);
}
if (document.readyState === 'complete') registerAfterLoad();
else window.addEventListener('load', registerAfterLoad, { once: true });
