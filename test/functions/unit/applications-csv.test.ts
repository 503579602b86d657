/**
 * The CSV of a job's applications: a UTF-8 byte order mark and the header on the first page only,
 * names in any script kept as they are, and every cell a spreadsheet would run as a formula neutralised with a
 * leading single quote (OWASP CSV injection: `=`, `+`, `-`, `@`, tab, carriage return).
 */
import { describe, expect, it } from 'vitest';
import {
  BOM,
  CSV_HEADER,
  type CsvApplication,
  csvPage,
  istTime,
  neutralise,
} from '#features/job-applications/csv';
import { parseCsv } from '#test/support/csv';

const application = (overrides: Partial<CsvApplication> = {}): CsvApplication => ({
  USER_ID: 41,
  NAME: 'Priya Sharma',
  EMAIL: 'priya@example.com',
  MOBILE_NUMBER: '9876543210',
  APPLICANT_LOCATION: 'chennai',
  AGE_BAND: '18to21',
  EDUCATION_LEVEL: 'pursuingGraduation',
  LANGUAGES: ['english', 'hindi'],
  STATUS: 'APPLIED',
  APPLIED_AT: '2026-11-27T08:35:00.000Z',
  ...overrides,
});

describe('neutralise', () => {
  it('puts a single quote before a cell that starts like a formula', () => {
    for (const cell of ['=1+1', '+91 98765', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd', '=HYPERLINK("x")'])
      expect(neutralise(cell), JSON.stringify(cell)).toBe(`'${cell}`);
  });

  it('leaves every other cell as it is, formula characters inside it included', () => {
    for (const cell of ['Priya', 'प्रिया शर्मा', 'ప్రియ', 'a=b', 'x-y', 'mail@example.com', ' =1', '', "'quoted"])
      expect(neutralise(cell), JSON.stringify(cell)).toBe(cell);
  });
});

describe('csvPage', () => {
  it('starts the first page with the UTF-8 byte order mark and the header row', () => {
    const text = csvPage([application()], true);
    expect(text.startsWith(BOM)).toBe(true);
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { rows } = parseCsv(text);
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows[1]).toEqual([
      '41',
      'Priya Sharma',
      'priya@example.com',
      '9876543210',
      'Chennai',
      '18-21',
      'Pursuing Graduation',
      'English, Hindi',
      '',
      'New',
      '2026-11-27 14:05',
      '',
      '',
      '',
    ]);
  });

  it("writes a minor's age band, education and parent's consent, never a date of birth", () => {
    const minor = application({
      AGE_BAND: 'under18',
      EDUCATION_LEVEL: 'inClass11or12',
      LANGUAGES: ['telugu'],
      PARENT_CONSENT: 'given',
    });
    const { rows } = parseCsv(csvPage([minor], true));
    expect(rows[1]?.slice(5, 9)).toEqual(['Under 18', 'In class 11 or 12', 'Telugu', 'Parent consented']);
    expect(CSV_HEADER.some((name) => /birth/i.test(name))).toBe(false);
  });

  it('writes later pages without the mark or the header, so the pages joined are one file', () => {
    const second = csvPage([application({ USER_ID: 42, STATUS: 'SELECTED' })], false);
    expect(second.startsWith(BOM)).toBe(false);
    const joined = parseCsv(csvPage([application()], true) + second);
    expect(joined.bom).toBe(true);
    expect(joined.rows.map((row) => [row[0], row[9]])).toEqual([
      ['Applicant ID', 'Status'],
      ['41', 'New'],
      ['42', 'Selected'],
    ]);
    expect(csvPage([], false)).toBe('');
  });

  it('keeps Hindi and Telugu names, commas, quotes and line breaks intact', () => {
    const names = ['प्रिया शर्मा', 'ప్రియ రెడ్డి', 'Rao, "Ravi"\nKumar'];
    const { rows } = parseCsv(
      csvPage(
        names.map((NAME) => application({ NAME })),
        true,
      ),
    );
    expect(rows.slice(1).map((row) => row[1])).toEqual(names);
  });

  it('neutralises formula cells in every column', () => {
    const hostile = application({
      NAME: '=HYPERLINK("http://evil.example","Click")',
      EMAIL: '@evil.example',
      MOBILE_NUMBER: '+919876543210',
    });
    const { rows } = parseCsv(
      csvPage([hostile, application({ NAME: '-Ravi', EMAIL: '\tx@example.com' })], true),
    );
    expect(rows[1]?.slice(1, 4)).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      "'@evil.example",
      "'+919876543210",
    ]);
    expect(rows[2]?.slice(1, 3)).toEqual(["'-Ravi", "'\tx@example.com"]);
  });

  it('writes the last move in IST, and nothing for an application never moved', () => {
    expect(istTime('2026-11-27T20:00:00.000Z')).toBe('2026-11-28 01:30');
    expect(istTime(undefined)).toBe('');
    const moved = csvPage(
      [application({ STATUS: 'REJECTED', REVIEWED_AT: '2026-11-28T04:30:00.000Z' })],
      false,
    );
    expect(parseCsv(moved).rows[0]?.slice(9, 12)).toEqual([
      'Rejected',
      '2026-11-27 14:05',
      '2026-11-28 10:00',
    ]);
  });
});
