/**
 * Forgiving job search against DynamoDB Local: prefixes and plurals ("maths" finds Mathematics
 * Tutor), a job's Hindi and Telugu texts in their own script, cross-script synonyms, near me with work from
 * home in a city with no local remote jobs, and the relaxation an empty search offers.
 */
import '../../support/api-env';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as jobs from '#lib/db/jobs';
import { createWorker, type TestAccount } from '../../support/accounts';
import { callApi } from '../../support/api';
import { createJob } from '../../support/fixtures';

let worker: TestAccount;
const made: Record<'tutor' | 'hindiTutor' | 'delivery' | 'remote1' | 'remote2' | 'patnaCook', number> = {
  tutor: 0,
  hindiTutor: 0,
  delivery: 0,
  remote1: 0,
  remote2: 0,
  patnaCook: 0,
};

beforeAll(async () => {
  worker = await createWorker();
  made.tutor = (
    await createJob({
      TITLE: 'Mathematics Tutor',
      COMPANY_NAME: 'Vidya Classes',
      POSITION: 'Tutor',
      CITY: 'pune',
      WORK_FROM_HOME: 0,
    })
  ).ID;
  // A job with its Hindi and Telugu texts (the shape the jobs-in-the-worker's-language work stores).
  made.hindiTutor = (
    await createJob({
      TITLE: 'Science Coach',
      COMPANY_NAME: 'Gyan Kendra',
      POSITION: 'Coach',
      CITY: 'hyderabad-telangana',
      WORK_FROM_HOME: 0,
      // Every text of the posting's shape (shared/domain/job-texts.ts): the card copies and checks them.
      TRANSLATIONS: {
        hi: {
          TITLE: 'विज्ञान ट्यूटर',
          POSITION: 'कोच',
          LOCATION: 'हैदराबाद',
          WORK_HOURS: 'सप्ताह में 10 घंटे',
          EARNINGS: '₹8,000 प्रति माह',
          DESCRIPTION: 'कक्षा 9 के छात्रों को विज्ञान पढ़ाएं।',
          ROLES_AND_RESPONSIBILITIES: 'पाठ की योजना बनाएं।',
          WHAT_YOU_GET: 'प्रमाणपत्र।',
          WHO_CAN_APPLY: 'विज्ञान के छात्र।',
          MACHINE: false,
        },
        te: {
          TITLE: 'సైన్స్ ట్యూటర్',
          POSITION: 'కోచ్',
          LOCATION: 'హైదరాబాద్',
          WORK_HOURS: 'వారానికి 10 గంటలు',
          EARNINGS: 'నెలకు ₹8,000',
          DESCRIPTION: '9వ తరగతి విద్యార్థులకు సైన్స్ బోధించండి.',
          ROLES_AND_RESPONSIBILITIES: 'పాఠాలను ప్రణాళిక చేయండి.',
          WHAT_YOU_GET: 'సర్టిఫికేట్.',
          WHO_CAN_APPLY: 'సైన్స్ విద్యార్థులు.',
          MACHINE: false,
        },
      },
    } as Partial<jobs.NewJob>)
  ).ID;
  made.delivery = (
    await createJob({
      TITLE: 'Delivery Partner',
      COMPANY_NAME: 'Zippy',
      POSITION: 'Rider',
      CITY: 'pune',
      WORK_FROM_HOME: 0,
    })
  ).ID;
  made.remote1 = (
    await createJob({ TITLE: 'Data Entry Operator', COMPANY_NAME: 'Acme', CITY: 'pune', WORK_FROM_HOME: 1 })
  ).ID;
  made.remote2 = (
    await createJob({ TITLE: 'Online Sales', COMPANY_NAME: 'Acme', CITY: 'mumbai', WORK_FROM_HOME: 1 })
  ).ID;
  made.patnaCook = (
    await createJob({
      TITLE: 'Cook',
      COMPANY_NAME: 'Bihari Rasoi',
      CITY: 'patna',
      WORK_FROM_HOME: 0,
      TYPE: 'JOB',
    })
  ).ID;
});

async function search(query: Record<string, string>) {
  const response = await callApi('searchJobs', { token: worker.token, query: { limit: '50', ...query } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as {
    data: { ID: number }[];
    relaxation?: { kind: string; count: number; more: boolean };
  };
}
const ids = async (query: Record<string, string>) => (await search(query)).data.map((job) => job.ID);

describe('searchJobs forgives', () => {
  it('finds Mathematics Tutor by "maths", "math", "tutors" and "MATHEMATICS"', async () => {
    for (const q of ['maths', 'math', 'MATHEMATICS', 'maths tutors']) {
      expect(await ids({ q }), q).toEqual([made.tutor]);
    }
    // "tutors" also finds the job whose Hindi and Telugu titles say ट्यूटर / ట్యూటర్ (a synonym).
    expect(await ids({ q: 'tutors' })).toEqual([made.hindiTutor, made.tutor]);
    expect(await ids({ q: 'deliveries' })).toEqual([made.delivery]);
  });

  it('finds a job by its Hindi and Telugu title, and tutor jobs by ट्यूटर and ట్యూటర్ in any script', async () => {
    expect(await ids({ q: 'विज्ञान' })).toEqual([made.hindiTutor]);
    expect(await ids({ q: 'సైన్స్' })).toEqual([made.hindiTutor]);
    // The Hindi-titled job by its Hindi word, the English one by its synonym: newest first.
    expect(await ids({ q: 'ट्यूटर' })).toEqual([made.hindiTutor, made.tutor]);
    expect(await ids({ q: 'ట్యూటర్' })).toEqual([made.hindiTutor, made.tutor]);
    expect(await ids({ q: 'tutor' })).toEqual([made.hindiTutor, made.tutor]);
    expect(await ids({ q: 'डेटा एंट्री' })).toEqual([made.remote1]);
  });

  it('near me with work from home, in a city with no local remote jobs, lists remote jobs from anywhere', async () => {
    expect(await ids({ city: 'patna', wfh: '1' })).toEqual([made.patnaCook, made.remote2, made.remote1]);
    expect(await ids({ city: 'agra', wfh: '1' })).toEqual([made.remote2, made.remote1]);
    expect(await ids({ q: 'sales', city: 'agra', wfh: '1' })).toEqual([made.remote2]);
  });

  it('offers the nearest relaxation with its count when nothing is found, and none when something is', async () => {
    const nearMe = await search({ city: 'agra' });
    expect(nearMe.data).toEqual([]);
    expect(nearMe.relaxation).toEqual({ kind: 'remote', count: 2, more: false });
    // Near me with WFH finds no cook: every city does.
    expect((await search({ q: 'cooks', city: 'agra', wfh: '1' })).relaxation).toEqual({
      kind: 'anywhere',
      count: 1,
      more: false,
    });
    // No gig anywhere: without the type filter, the two remote jobs.
    const typed = await search({ city: 'agra', type: 'gig', wfh: '1' });
    expect(typed.relaxation).toEqual({ kind: 'fewerFilters', count: 2, more: false });
    expect((await search({ city: 'patna', type: 'job' })).relaxation).toBeUndefined();
    // The text is never dropped: nothing to offer.
    expect((await search({ q: 'astronaut', city: 'agra' })).relaxation).toBeUndefined();
  });
});
