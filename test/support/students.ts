/**
 * Students with chosen searchable fields, written through the product's own profile writes (first sign-in,
 * registration details, profile, verified mobile number), so their search index items are the real ones.
 */
import { giveConsent } from '#features/consent/give';
import * as users from '#lib/db/users';
import { PRIVACY_NOTICE_VERSION } from '#shared/domain/privacy';

export interface StudentSpec {
  name: string;
  /** Defaults to a unique `student<n>@example.com`. */
  email?: string;
  /** A district id; defaults to chennai. */
  city?: string;
  college?: string;
  mobile?: string;
}

let created = 0;

export async function createStudent(spec: StudentSpec): Promise<number> {
  created += 1;
  const tag = `${process.pid}-${created}-${Date.now()}`;
  const { account } = await users.findOrCreateByGoogle({
    sub: `google-student-${tag}`,
    email: spec.email ?? `student${created}@example.com`,
    name: spec.name,
  });
  const details = {
    gender: 0 as const,
    dob: '2002-05-14',
    languages: ['english' as const],
    cityName: spec.city ?? 'chennai',
    education: 'graduate' as const,
  };
  // Students sign up through the consent step: adults who consented, SMS updates too.
  await giveConsent(account, {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language: 'en',
    smsUpdates: true,
    dob: details.dob,
    screen: 'signUp',
  });
  await users.saveRegistrationDetails(account.ID, { name: spec.name, ...details });
  if (spec.college) await setCollege(account.ID, spec.college);
  if (spec.mobile) await users.verifyMobileNumber(account.ID, spec.mobile);
  return account.ID;
}

/** Saves the profile with another college (and city, if given), the rest as it is. */
export async function setCollege(id: number, college: string, city?: string): Promise<void> {
  const account = await users.get(id);
  if (!account) throw new Error(`There is no student ${id}`);
  await users.updateProfile(
    id,
    {
      gender: account.GENDER ?? 0,
      dob: account.DOB,
      languages: account.LANGUAGES,
      cityName: city ?? account.LOCATION,
      education: account.EDUCATION_LEVEL || 'graduate',
      collegeName: college,
      panCardKey: account.PANCARD_KEY,
      idCardKey: account.ID_CARD_KEY,
    },
    { panCardKey: account.PANCARD_KEY, idCardKey: account.ID_CARD_KEY },
  );
}
