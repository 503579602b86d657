/**
 * The taxpayers the twin's GST registry stand-in knows (infra/local/dev/gstin-registry.ts), as the registry's
 * "search taxpayer" record names their fields. Made-up businesses with well-formed GSTINs (their check
 * characters are right): one active for each kind of answer an admin sees, one cancelled. Any other
 * well-formed GSTIN is "not found", as a number nobody registered is.
 */
export interface TaxpayerRecord {
  gstin: string;
  lgnm: string;
  tradeNam: string;
  sts: string;
  rgdt: string;
}

export const demoTaxpayers: readonly TaxpayerRecord[] = [
  {
    gstin: '36AABCE4321K1ZT',
    lgnm: 'Hyderabad Fresh Foods Private Limited',
    tradeNam: 'Fresh Basket',
    sts: 'Active',
    rgdt: '01/07/2017',
  },
  {
    gstin: '29AAGCB7383J1Z4',
    lgnm: 'Brightpath Tutors Private Limited',
    tradeNam: 'Brightpath',
    sts: 'Active',
    rgdt: '15/03/2019',
  },
  {
    gstin: '07AAACS5678H1Z2',
    lgnm: 'Sahni Logistics Limited',
    tradeNam: 'Sahni Express',
    sts: 'Active',
    rgdt: '12/09/2018',
  },
  {
    gstin: '33AAFCT2468M1Z0',
    lgnm: 'Tamarind Events LLP',
    tradeNam: 'Tamarind Events',
    sts: 'Cancelled',
    rgdt: '05/11/2020',
  },
];
