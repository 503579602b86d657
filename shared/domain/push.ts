/**
 * Web Push (decision 632): the worker's news as a notification from this site on a device where they turned
 * notifications on. A device's subscription is what its browser's push service gave it (RFC 8030): an endpoint
 * URL at that service and the keys the message is encrypted to (RFC 8291). Pure rules, shared by the form and
 * the server.
 */

/** How many devices a worker may get notifications on at once (a sixth is refused until one is turned off). */
export const MAX_PUSH_DEVICES = 5;

/**
 * The push services a subscription's endpoint may be at: the server POSTs to it, so nothing else is accepted
 * (no request to an address a caller chose). Chrome and Android (FCM), Firefox (Mozilla's autopush), Safari
 * (Apple), Edge (Windows Push Notification Services). A host matches itself or, for a `.`-led entry, any name
 * under it.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  'web.push.apple.com',
  '.notify.windows.com',
] as const;

/** Whether `endpoint` is an https URL at one of PUSH_SERVICE_HOSTS. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  // https, a host name (no user, no port), then a path: what every push service gives.
  const match = /^https:\/\/([a-z0-9.-]+)\/[\x21-\x7e]*$/.exec(endpoint);
  if (!match) return false;
  const host = match[1] ?? '';
  return PUSH_SERVICE_HOSTS.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) : host === entry));
}

/** The longest endpoint accepted (FCM's are about 170 characters, Apple's and Mozilla's under 300). */
export const MAX_PUSH_ENDPOINT_LENGTH = 1000;

/** A P-256 public key, uncompressed (65 bytes), base64url without padding: 87 characters. */
export const P256DH_PATTERN = /^[A-Za-z0-9_-]{87}$/;
/** The 16-byte authentication secret, base64url without padding: 22 characters. */
export const PUSH_AUTH_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** What a push message carries to the service worker (web/public/sw.js shows it as a notification). */
export interface PushNews {
  title: string;
  body: string;
  /** The site path a tap opens. */
  url: string;
  /** Notifications with the same tag replace each other (one per application). */
  tag: string;
}

export const pushMessages = {
  notPushService:
    'endpoint must be the address a browser push service gave this device (https, at a known push service).',
  tooManyDevices: `You get notifications on ${MAX_PUSH_DEVICES} devices already. Turn them off on one of them first.`,
  notConsented: 'Turn on notifications in the Privacy section of your profile first.',
} as const;
