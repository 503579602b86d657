import '#web/lib/env';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, initialLanguage } from '#web/lib/i18n';
import { App } from './app/App';
import { preloadScreenData } from './app/preload-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A back-office screen's data is asked for now, while its area's code loads (issue 25).
preloadScreenData(window.location.pathname, window.location.search);

const root = createRoot(container);
// The first render is a transition, which React renders in slices and yields to the browser between them: on
// a slow phone the page stays responsive to input while it builds, instead of freezing for the whole render.
function render() {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// English is ready at once; Hindi or Telugu first fetch their catalogue (a small chunk), so the page does not
// show in English and then change. If that fetch fails, the page shows in English.
const language = initialLanguage();
if (language === 'en') render();
else
  activateLanguage(language)
    .catch(() => undefined)
    .finally(render);
