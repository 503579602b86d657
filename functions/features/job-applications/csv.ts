/**
 * The CSV of a job's applications, pure: RFC 4180 quoting by csv-stringify (every cell quoted, CRLF
 * between rows), the UTF-8 byte order mark before the header so Excel reads Hindi and Telugu names as UTF-8,
 * and every cell that a spreadsheet would take for a formula neutralised with a leading single quote (OWASP,
 * "CSV Injection"): one beginning with `=`, `+`, `-`, `@`, a tab or a carriage return. The screening answers
 * and the cover note, which the worker wrote, are cells as any other: quoted, and neutralised the same way.
 */
import { stringify } from 'csv-stringify/sync';
import { APPLICATION_STATUSES, EDUCATION_LEVELS, LANGUAGE_LABELS, labelOf } from '#shared/domain/codes';
import { districtName } from '#shared/domain/districts';
import {
  type ApplicantFacts,
  ageBandLabels,
  parentConsentLabels,
} from '#shared/domain/job-eligibility-rules';
import type { KeptAnswer } from '#shared/domain/screening-rules';

/** U+FEFF, which UTF-8 writes as EF BB BF: Excel's sign that the file is UTF-8. */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written: with a single quote before it when a spreadsheet would read it as a formula. */
export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export const CSV_HEADER = [
  'Applicant ID',
  'Name',
  'E-mail',
  'Mobile number',
  'City',
  'Age band',
  'Education',
  'Languages',
  'Parent consent (under 18)',
  'Status',
  'Applied (IST)',
  'Last moved (IST)',
  'Screening answers',
  'Cover note',
] as const;

/** An application with its applicant's facts as registered now (never the date of birth). */
export interface CsvApplication extends ApplicantFacts {
  USER_ID: number;
  NAME: string;
  EMAIL: string;
  MOBILE_NUMBER: string;
  APPLICANT_LOCATION: string;
  STATUS: (typeof APPLICATION_STATUSES)[number]['code'];
  APPLIED_AT: string;
  REVIEWED_AT?: string | undefined;
  /** The screening answers as kept on the application (decision 575); absent when the job asked none. */
  ANSWERS?: readonly Pick<KeptAnswer, 'QUESTION' | 'ANSWER'>[] | undefined;
  COVER_NOTE?: string | undefined;
}

/** The screening answers in one cell: `question: answer; question: answer`, in the job's order. */
export function answersCell(answers: CsvApplication['ANSWERS']): string {
  return (answers ?? []).map((answer) => `${answer.QUESTION}: ${answer.ANSWER}`).join('; ');
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `2026-11-27 14:05`: a time in India as a spreadsheet reads a date and time; empty when there is none. */
export function istTime(iso: string | undefined): string {
  const at = iso === undefined ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** One application's cells, in CSV_HEADER's order, before neutralising. */
export function csvCells(application: CsvApplication): string[] {
  return [
    String(application.USER_ID),
    application.NAME,
    application.EMAIL,
    application.MOBILE_NUMBER,
    districtName(application.APPLICANT_LOCATION),
    ageBandLabels[application.AGE_BAND],
    labelOf(EDUCATION_LEVELS, application.EDUCATION_LEVEL),
    application.LANGUAGES.map((language) => LANGUAGE_LABELS[language]).join(', '),
    application.PARENT_CONSENT ? parentConsentLabels[application.PARENT_CONSENT] : '',
    labelOf(APPLICATION_STATUSES, application.STATUS),
    istTime(application.APPLIED_AT),
    istTime(application.REVIEWED_AT),
    answersCell(application.ANSWERS),
    application.COVER_NOTE ?? '',
  ];
}

/** Rows of cells as CSV text: each cell neutralised and quoted, each row ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => row.map(neutralise)),
    { quoted: true, quoted_empty: true, record_delimiter: 'windows' },
  );
}

/**
 * A page of the file: the applications' rows, after the BOM and the header row on the first page. The pages
 * joined in order are the whole file.
 */
export function csvPage(applications: readonly CsvApplication[], first: boolean): string {
  const rows = applications.map(csvCells);
  return first ? `${BOM}${csvText([[...CSV_HEADER]])}${csvText(rows)}` : csvText(rows);
}
