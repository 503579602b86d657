// The free-text rule on every text field of the forms: no hidden or direction characters, no markup, line feeds only where allowed.
import { describe, expect, it } from 'vitest';
import { jobPostingSchema } from '#shared/domain/job-rules';
import { collegeNameSchema, plainTextMessages, registrationDetailsSchema } from '#shared/domain/rules';
import fc from '#test/support/fast-check';

describe('free text', () => {
  const details = {
    name: 'Asha Rao',
    gender: 0,
    dob: '2003-08-21',
    languages: ['english'],
    cityName: 'chennai',
    education: 'graduate',
    collegeName: 'Osmania University',
  };
  const posting = {
    title: 'Delivery partner',
    companyName: 'Swift Couriers',
    logo: 'logos/3f1c.png',
    location: 'chennai',
    workFromHome: 0,
    workHours: '4 hours a day',
    earnings: '₹8,000 a month',
    position: 'Field',
    description: 'Deliver parcels in your area.',
    rolesAndResponsibilities: 'Pick up parcels.\nDeliver them on time.',
    whatYouGet: 'Weekly pay',
    whoCanApply: 'Students with a bicycle',
    type: 'GIG',
    schedule: 'PART_TIME',
    monthlyEarnings: 8000,
    eligibility: { minimumAge: 18, education: [], languages: [], unsafeForMinors: ['twoWheeler'] },
  };

  /** Every free-text field: how to check a value in it, its label in the messages, whether it is multi-line. */
  const fields: { field: string; label: string; multiLine: boolean; parse: (value: string) => unknown }[] = [
    {
      field: 'name',
      label: 'Name',
      multiLine: false,
      parse: (v) => registrationDetailsSchema.safeParse({ ...details, name: v }),
    },
    {
      field: 'collegeName',
      label: 'College name',
      multiLine: false,
      parse: (v) => collegeNameSchema.safeParse(v),
    },
    ...(
      [
        ['title', 'Title', false],
        ['companyName', 'Company name', false],
        ['logo', 'Logo', false],
        ['workHours', 'Work hours', false],
        ['earnings', 'Earnings', false],
        ['position', 'Position', false],
        ['description', 'Description', true],
        ['rolesAndResponsibilities', 'Roles and responsibilities', true],
        ['whatYouGet', 'What you get', true],
        ['whoCanApply', 'Who can apply', true],
      ] as const
    ).map(([field, label, multiLine]) => ({
      field,
      label,
      multiLine,
      parse: (v: string) => jobPostingSchema.safeParse({ ...posting, [field]: v }),
    })),
  ];
  type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  /** The first message the field gets, or undefined when the value is accepted. */
  const messageFor = (entry: (typeof fields)[number], value: string) => {
    const result = entry.parse(value) as Parsed;
    if (result.success) return undefined;
    const issues = result.error?.issues ?? [];
    return (issues.find((issue) => issue.path[0] === entry.field) ?? issues[0])?.message;
  };

  const controls = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  ].map((code) => String.fromCharCode(code));
  const directions = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ];
  /** A valid value of the field, with `inserted` put somewhere inside it (not at the ends, which are trimmed). */
  const withInside = (value: string, inserted: string, at: number) => {
    const position = 1 + (at % (value.length - 1));
    return value.slice(0, position) + inserted + value.slice(position);
  };
  const validValue = (entry: (typeof fields)[number]) =>
    entry.field === 'name'
      ? 'Asha Rao'
      : entry.field === 'collegeName'
        ? 'Osmania University'
        : ((posting as Record<string, unknown>)[entry.field] as string);

  it.each(fields.map((entry) => [entry.field, entry] as const))(
    'refuses a control or direction character anywhere inside %s, naming the field',
    (_, entry) => {
      const forbidden = [...(entry.multiLine ? controls.filter((c) => c !== '\n') : controls), ...directions];
      // Every forbidden character, each at a random place inside the value.
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: forbidden.length, maxLength: forbidden.length }),
          (places) => {
            for (const [i, character] of forbidden.entries()) {
              const value = withInside(validValue(entry), character, places[i] ?? 0);
              expect(messageFor(entry, value), JSON.stringify(value)).toBe(
                plainTextMessages.hidden(entry.label),
              );
            }
          },
        ),
        { numRuns: 20 },
      );
    },
  );

  it.each(fields.map((entry) => [entry.field, entry] as const))('refuses markup in %s', (_, entry) => {
    for (const markup of ['<b>', '<script>alert(1)</script>', 'a > b', '<']) {
      expect(messageFor(entry, withInside(validValue(entry), markup, 1)), markup).toBe(
        plainTextMessages.markup(entry.label),
      );
    }
  });

  it.each(fields.map((entry) => [entry.field, entry] as const))(
    'accepts in %s any text of letters of any script, digits, spaces and punctuation',
    (_, entry) => {
      const ordinary = fc
        .string({ unit: 'grapheme', minLength: 4, maxLength: 40 })
        .map((text) => text.replace(/[\p{Cc}\p{Cf}<>\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/gu, '').trim())
        // Counted as the schemas count, by code point: '𐀀 !' is four UTF-16 units but three characters.
        .filter((text) => Array.from(text).length >= 4);
      fc.assert(
        fc.property(ordinary, (text) => {
          expect(messageFor(entry, text)).toBeUndefined();
        }),
      );
    },
  );

  it('accepts the joiners Indian scripts need, and text in Telugu and Hindi', () => {
    const [name, college] = fields;
    for (const text of ['\u0c36\u0c4d\u0c30\u0c40 \u0c30\u0c3e\u0c2e', 'क्\u200dष त्रिपाठी', 'र\u200c्य']) {
      expect(messageFor(name as (typeof fields)[number], text), text).toBeUndefined();
      expect(messageFor(college as (typeof fields)[number], `${text} College`), text).toBeUndefined();
    }
  });

  it('allows line feeds only in the long job texts', () => {
    for (const entry of fields) {
      const message = messageFor(entry, withInside(validValue(entry), '\n', 1));
      expect(message, entry.field).toBe(entry.multiLine ? undefined : plainTextMessages.hidden(entry.label));
    }
  });

  it('says so in the words the forms show', () => {
    expect(plainTextMessages.hidden('Name')).toBe('Name must not contain control or direction characters');
    expect(plainTextMessages.markup('College name')).toBe('College name must not contain < or >');
  });
});
