/**
 * The Indian registration numbers an employer may give for its organisation: a GSTIN (goods and services tax),
 * an Udyam registration number (micro, small and medium enterprises) or a CIN (a company's corporate identity
 * number). Only the GSTIN carries a check digit; the other two are checked for their published formats. The same
 * checks run in the employer's form and on the server. A number that passes is well formed, not known to exist:
 * that is the registry lookup's job (the GSTIN provider port) and the admin's document check.
 */

const BASE_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes: 01-38 (states and union territories), 97 (other territory), 99 (centre jurisdiction). */
function isGstStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/**
 * The fourth letter of a PAN names the holder's kind: company, person, HUF, firm, association of persons,
 * trust, body of individuals, local authority, artificial juridical person, government.
 */
const PAN_HOLDER_KINDS = 'CPHFATBLJG';
const GSTIN_SHAPE = /^(\d{2})([A-Z]{3})([A-Z])([A-Z])(\d{4})([A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The GSTIN's 15th character: a Luhn mod 36 over the first fourteen. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE_36.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE_36[(36 - (sum % 36)) % 36] ?? '';
}

export function isValidGstin(value: string): boolean {
  const parts = GSTIN_SHAPE.exec(value);
  if (!parts) return false;
  const [, state, , kind, , , , , check] = parts;
  return (
    isGstStateCode(state ?? '') &&
    PAN_HOLDER_KINDS.includes(kind ?? '') &&
    gstinCheckCharacter(value.slice(0, 14)) === check
  );
}

/** The two-letter codes Udyam numbers carry for the states and union territories. */
const UDYAM_STATES = new Set(
  'AN AP AR AS BR CH CG DN DD DL GA GJ HR HP JK JH KA KL LA LD MP MH MN ML MZ NL OD PY PB RJ SK TN TS TR UP UK WB'.split(
    ' ',
  ),
);
const UDYAM_SHAPE = /^UDYAM-([A-Z]{2})-(\d{2})-(\d{7})$/;

/** `UDYAM-XX-00-0000000`: the state's code, the district's number and a seven-digit serial. */
export function isValidUdyam(value: string): boolean {
  const parts = UDYAM_SHAPE.exec(value);
  return parts !== null && UDYAM_STATES.has(parts[1] ?? '');
}

/**
 * A CIN's 21 characters: listed or unlisted (L/U), the five-digit industry code, the state, the year of
 * incorporation, the kind of company and a six-digit registration number.
 */
const CIN_SHAPE = /^([LU])(\d{5})([A-Z]{2})(\d{4})(PLC|PTC|FLC|FTC|GOI|SGC|GAP|GAT|NPL|ULL|ULT|OPC)(\d{6})$/;

export function isValidCin(value: string, today: Date = new Date()): boolean {
  const parts = CIN_SHAPE.exec(value);
  if (!parts) return false;
  const year = Number(parts[4]);
  // The Companies Act of 1850 is the oldest incorporation a CIN can name.
  return year >= 1850 && year <= today.getUTCFullYear();
}

export const ORGANISATION_ID_KINDS = ['gstin', 'udyam', 'cin'] as const;
export type OrganisationIdKind = (typeof ORGANISATION_ID_KINDS)[number];

export const ORGANISATION_ID_LABELS: Record<OrganisationIdKind, string> = {
  gstin: 'GSTIN',
  udyam: 'Udyam registration number',
  cin: 'CIN',
};

export const ORGANISATION_ID_MESSAGES: Record<OrganisationIdKind, string> = {
  gstin: 'Please enter a valid 15-character GSTIN, for example 27AAPFU0939F1ZV',
  udyam: 'Please enter a valid Udyam number, for example UDYAM-MH-19-0012345',
  cin: 'Please enter a valid 21-character CIN, for example U72200KA2015PTC081234',
};

/** Spaces and lower case are forgiven: people copy these numbers from certificates and e-mails. */
export function normaliseOrganisationId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidOrganisationId(kind: OrganisationIdKind, value: string, today?: Date): boolean {
  const id = normaliseOrganisationId(value);
  switch (kind) {
    case 'gstin':
      return isValidGstin(id);
    case 'udyam':
      return isValidUdyam(id);
    case 'cin':
      return isValidCin(id, today);
  }
}

/** The PAN inside a GSTIN (characters 3-12): two GSTINs of one business in two states share it. */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}
