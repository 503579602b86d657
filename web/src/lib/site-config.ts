/**
 * The site's runtime configuration, `/config.json`: written by the deployment next to the built SPA (so one
 * build serves every stage) and served by the local twin with its own values. Read when something needs it
 * (the sign-in step), once per page load; a failed read is not remembered, so Try again reads it afresh.
 *
 * On AWS it is `{"googleClientId":"<id>"}`. The twin's is `{"localSignIn":true}`: its stand-in for Google.
 * Anything else has neither, and the sign-in step says sign-in is not set up rather than fall back to a
 * stand-in that does not exist there. Either may name the person who answers privacy questions
 * (`privacyContact`), which the privacy notice shows; without one the notice points to the contact page.
 */

/** Who answers questions about personal data (the grievance officer), as the privacy notice names them. */
export interface PrivacyContact {
  name: string;
  email: string;
}

export interface SiteConfig {
  /** The OAuth client id of Google Identity Services: Google's own button signs workers in. */
  googleClientId?: string;
  /** The local twin's stand-in for Google (its dev identity provider). Never set on AWS. */
  localSignIn: boolean;
  /** The privacy contact of this deployment, shown on /privacy. */
  privacyContact?: PrivacyContact;
}

export const SITE_CONFIG_PATH = '/config.json';

/** How long the read may take before it counts as failed (a spinner never stays up for good). */
export const SITE_CONFIG_TIMEOUT_MS = 10_000;

export class SiteConfigError extends Error {
  override readonly name = 'SiteConfigError';
}

/** The configuration in `value` (the parsed file); throws a SiteConfigError when it is not one. */
export function parseSiteConfig(value: unknown): SiteConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SiteConfigError('The site configuration is not a JSON object');
  const { googleClientId, localSignIn, privacyContact } = value as Record<string, unknown>;
  if (googleClientId !== undefined && typeof googleClientId !== 'string')
    throw new SiteConfigError('googleClientId must be a string');
  if (localSignIn !== undefined && typeof localSignIn !== 'boolean')
    throw new SiteConfigError('localSignIn must be true or false');
  const clientId = googleClientId?.trim();
  const contact = parsePrivacyContact(privacyContact);
  return {
    ...(clientId ? { googleClientId: clientId } : {}),
    localSignIn: localSignIn === true,
    ...(contact ? { privacyContact: contact } : {}),
  };
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** `privacyContact`: absent, or a name and an e-mail address (both text; the address shaped like one). */
function parsePrivacyContact(value: unknown): PrivacyContact | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new SiteConfigError('privacyContact must be an object with a name and an email');
  const { name, email } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !name.trim()) throw new SiteConfigError('privacyContact.name must be text');
  if (typeof email !== 'string' || !EMAIL.test(email.trim()))
    throw new SiteConfigError('privacyContact.email must be an e-mail address');
  return { name: name.trim(), email: email.trim() };
}

async function fetchSiteConfig(): Promise<SiteConfig> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SiteConfigError('The site configuration took too long')),
      SITE_CONFIG_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      (async () => {
        const response = await fetch(SITE_CONFIG_PATH, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new SiteConfigError(`The site configuration answered ${response.status}`);
        // A missing file can come back as the SPA's index.html: that fails here, as it should.
        return parseSiteConfig(await response.json());
      })(),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

let loading: Promise<SiteConfig> | undefined;

/** The configuration, read at the first call and kept for the page's life. */
export function loadSiteConfig(): Promise<SiteConfig> {
  if (!loading) {
    const reading = fetchSiteConfig();
    loading = reading;
    reading.catch(() => {
      if (loading === reading) loading = undefined;
    });
  }
  return loading;
}

/** Forgets the configuration read; for the tests, each of which serves its own. */
export function forgetSiteConfig(): void {
  loading = undefined;
}
