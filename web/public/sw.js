/**
 * Earnlearn's service worker (decision 630): the app's shell, the jobs last seen and the applied list readable
 * offline, and the worker's Web Push news shown as notifications (decision 632). Plain JavaScript served as it is
 * from the site's root (so its scope is the whole site); the page registers it after its load event
 * (web/src/lib/service-worker.ts), never from the first-load chunk.
 *
 * - The shell: `/index.html` and the files it names, cached at install; every hashed file under `/assets/` is
 *   served from the cache once fetched (its name changes with its content). A page navigation goes to the network
 *   first, and offline gets the cached shell, which renders the route.
 * - The API: only the reads of OFFLINE_READS, network first; each answer is kept with the moment it arrived
 *   (`x-saved-at`) and, offline, the kept copy is answered with that header, which the page shows as its age.
 *   Answers with a worker's token are kept in a cache of that worker alone (`api-user-<sub>`, the token's subject)
 *   and served only to a request carrying a token of the same worker; a cache of another worker is deleted as soon
 *   as a new worker's answer is kept, and the page deletes them all on sign-out. Public answers go to `api-public`.
 * - Push: a push message's JSON ({ title, body, url }) becomes a notification; a tap opens (or focuses) its page.
 */
const SHELL_CACHE = 'shell-v1';
const PUBLIC_CACHE = 'api-public';
const USER_CACHE_PREFIX = 'api-user-';
const SAVED_AT_HEADER = 'x-saved-at';
/** The reads kept for offline use: the applied list, the jobs seen (lists and pages), the worker's profile. */
const OFFLINE_READS = new Set([
  '/api/getAppliedJobs',
  '/api/getSavedJobs',
  '/api/getRecommendedJobs',
  '/api/searchJobs',
  '/api/getAllJobs',
  '/api/getJobById',
  '/api/getPublicJob',
  '/api/getProfile',
  '/api/getUnreadNotifications',
]);
/** Headers of an answer never replayed from the cache: a renewed session token belongs to that moment only. */
const NOT_KEPT = ['x-session-token', 'set-cookie'];

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The shell and the files its HTML names (the entry, its first-load chunk, its styles, the catalogue). */
async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch('/index.html', { cache: 'reload' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put('/index.html', response);
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.addAll([...new Set(named)]);
}

/** The page sends the files it loaded before this worker controlled it, so the lazy parts it used stay too. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'keep' && Array.isArray(data.urls)) {
    const urls = data.urls.filter(
      (url) => typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/assets/'),
    );
    event.waitUntil(
      caches
        .open(SHELL_CACHE)
        .then((cache) => cache.addAll(urls))
        .catch(() => undefined),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedFile(request));
  } else if (OFFLINE_READS.has(url.pathname)) {
    event.respondWith(apiRead(request));
  }
});

async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function hashedFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The token's subject (its payload read, not verified: it only names the cache; the server checks the token). */
function subjectOf(request) {
  const header = request.headers.get('authorization') || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token) return '';
  try {
    const part = token.split('.')[1] || '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = JSON.parse(json).sub;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : 'unknown';
  } catch {
    return 'unknown';
  }
}

function cacheNameOf(request) {
  const subject = subjectOf(request);
  return subject ? `${USER_CACHE_PREFIX}${encodeURIComponent(subject)}` : PUBLIC_CACHE;
}

/** Only one worker's answers are kept at a time: another worker's cache goes as this one's first answer is kept. */
async function forgetOtherWorkers(keep) {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(USER_CACHE_PREFIX) && name !== keep)
      .map((name) => caches.delete(name)),
  );
}

async function apiRead(request) {
  const cacheName = cacheNameOf(request);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      for (const name of NOT_KEPT) headers.delete(name);
      headers.set(SAVED_AT_HEADER, String(Date.now()));
      const body = await response.clone().arrayBuffer();
      if (cacheName !== PUBLIC_CACHE) await forgetOtherWorkers(cacheName);
      const cache = await caches.open(cacheName);
      await cache.put(request.url, new Response(body, { status: response.status, headers }));
    }
    return response;
  } catch (error) {
    const cache = await caches.open(cacheName);
    const kept = await cache.match(request.url);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('push', (event) => {
  let news = {};
  try {
    news = event.data ? event.data.json() : {};
  } catch {
    news = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof news.title === 'string' && news.title ? news.title : 'Earnlearn';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof news.body === 'string' ? news.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof news.tag === 'string' ? news.tag : undefined,
      data: { url: typeof news.url === 'string' && news.url.startsWith('/') ? news.url : '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
