/**
 * The port an admin's check of an employer goes through to look a GSTIN up in the GST registry, like the
 * translator's and the messaging ports. There is no public GSTN API a function may call: lookups are sold by
 * GST Suvidha Providers, which pass on the registry's "search taxpayer" record (legal name `lgnm`, trade name
 * `tradeNam`, status `sts`, registration date `rgdt`). `provider` asks one over HTTPS with its API key; the
 * twin points the same client at its stand-in (infra/local/dev/gstin-registry.ts), so the code that runs on
 * AWS is the code the twin runs. Off (no provider configured, the default): the lookup says so, and the admin
 * checks the certificate by eye as before. A lookup informs the admin; it decides nothing by itself.
 */
import * as z from 'zod/mini';
import { readSecret } from '../clients/secrets';
import { readVariable } from '../config';

export type GstinLookup =
  /** No registry is configured for this stage. */
  | { readonly outcome: 'off' }
  /** The provider did not answer in time or answered an error: nothing is known. */
  | { readonly outcome: 'unavailable' }
  | { readonly outcome: 'notFound' }
  | {
      readonly outcome: 'found';
      readonly legalName: string;
      readonly tradeName: string;
      /** The registry's own word, e.g. Active, Cancelled, Suspended. */
      readonly status: string;
      readonly active: boolean;
      /** As the registry writes it (dd/mm/yyyy). */
      readonly registeredOn: string;
    };

export interface GstinRegistry {
  readonly kind: 'provider' | 'off';
  lookUp(gstin: string): Promise<GstinLookup>;
}

/** What the stand-in serves and a provider passes on: the registry's record, trimmed to what we read. */
const taxpayerRecord = z.object({
  gstin: z.string(),
  lgnm: z.string(),
  tradeNam: z.optional(z.string()),
  sts: z.string(),
  rgdt: z.optional(z.string()),
});

/** A slow registry must not hold the admin's screen: past this the lookup is `unavailable`. */
export const LOOKUP_TIMEOUT_MS = 3000;

export function providerRegistry(
  baseUrl: string,
  apiKey: string,
  fetcher: typeof fetch = fetch,
): GstinRegistry {
  return {
    kind: 'provider',
    async lookUp(gstin) {
      let response: Response;
      try {
        response = await fetcher(`${baseUrl.replace(/\/+$/, '')}/taxpayers/${encodeURIComponent(gstin)}`, {
          headers: { 'x-api-key': apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        });
      } catch {
        return { outcome: 'unavailable' };
      }
      if (response.status === 404) return { outcome: 'notFound' };
      if (!response.ok) return { outcome: 'unavailable' };
      const record = taxpayerRecord.safeParse(await response.json().catch(() => undefined));
      // A record for another number is not an answer about this one.
      if (!record.success || record.data.gstin.toUpperCase() !== gstin) return { outcome: 'unavailable' };
      const { lgnm, tradeNam, sts, rgdt } = record.data;
      return {
        outcome: 'found',
        legalName: lgnm,
        tradeName: tradeNam ?? '',
        status: sts,
        active: sts.trim().toLowerCase() === 'active',
        registeredOn: rgdt ?? '',
      };
    },
  };
}

export const registryOff: GstinRegistry = {
  kind: 'off',
  async lookUp() {
    return { outcome: 'off' };
  },
};

const LEGAL_FORMS: readonly [RegExp, string][] = [
  [/\bprivate\b/g, 'pvt'],
  [/\blimited\b/g, 'ltd'],
  [/\bcompany\b/g, 'co'],
  [/\bllp\b|\blimited liability partnership\b/g, 'llp'],
];

/**
 * Whether the registry's legal name is the one the employer gave, as people write company names: case, dots,
 * commas, "&"/"and" and "Private Limited"/"Pvt. Ltd." do not count. Anything else is for the admin to judge.
 */
export function legalNamesMatch(registered: string, given: string): boolean {
  const plain = (name: string) => {
    let text = name
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[.,()'"-]/g, ' ');
    for (const [pattern, short] of LEGAL_FORMS) text = text.replace(pattern, short);
    return text
      .replace(/^m\s*\/\s*s\s+/, '')
      .replace(/\s+/g, ' ')
      .trim();
  };
  return plain(registered) === plain(given);
}

let configured: Promise<GstinRegistry> | undefined;

/** The registry as this function is configured: the provider when the stage names one, else off. */
export function configuredRegistry(): Promise<GstinRegistry> {
  configured ??= (async () => {
    const url = readVariable('GSTIN_REGISTRY_URL');
    if (!url) return registryOff;
    const arn = readVariable('GSTIN_REGISTRY_KEY_ARN');
    const key = arn ? await readSecret(arn) : (readVariable('GSTIN_REGISTRY_KEY') ?? '');
    return providerRegistry(url, key);
  })();
  // A failed secret read is retried by the next lookup, not remembered.
  configured.catch(() => {
    configured = undefined;
  });
  return configured;
}
