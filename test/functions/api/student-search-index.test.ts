/**
 * The students' search index is written with the profile writes that change a student's words, in the same
 * transaction: a search finds the words a student has now, never old ones, whatever failed or raced. A write
 * that changes no searchable field does not touch the index.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db, tableName } from '#lib/clients/dynamodb';
import { studentWordKey } from '#lib/db/keys';
import * as users from '#lib/db/users';
import { studentWords } from '#shared/domain/student-search';
import { createStaff, createWorker, type TestAccount } from '#test/support/accounts';
import { callApi, type SentInput } from '#test/support/api';
import { mintIdToken, newIdentity } from '#test/support/identity-provider';
import { createStudent, setCollege } from '#test/support/students';

let admin: TestAccount;

beforeAll(async () => {
  admin = await createStaff('admin');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function found(search: string): Promise<number[]> {
  const response = await callApi('getUsersData', { token: admin.token, query: { search, limit: '100' } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.map((row) => row.ID);
}

/** Which of `words` the index holds for the student, read item by item. */
async function indexed(id: number, words: readonly string[]): Promise<string[]> {
  const held: string[] = [];
  for (const word of words) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: studentWordKey(word, id), ConsistentRead: true }),
    );
    if (Item) held.push(word);
  }
  return held;
}

/** The student's index items are exactly the words of the stored profile. */
async function expectIndexMatchesProfile(id: number, alsoCheck: readonly string[] = []) {
  const account = await users.get(id);
  if (!account) throw new Error(`no student ${id}`);
  const own = studentWords(account);
  expect(account.searchWords).toEqual(own);
  expect(await indexed(id, [...new Set([...own, ...alsoCheck])].sort())).toEqual(own);
}

/** The DynamoDB commands a piece of code sends, by name, with their inputs. */
function recordCommands() {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const original = db.send.bind(db);
  vi.spyOn(db, 'send').mockImplementation(((command: { constructor: { name: string }; input: unknown }) => {
    sent.push({ name: command.constructor.name, input: command.input as Record<string, unknown> });
    return original(command as never);
  }) as typeof db.send);
  return sent;
}

describe('the search index', () => {
  it('holds the name and e-mail Google gave from the first sign-in on', async () => {
    const person = { ...newIdentity(), name: 'Ananya Krishnan', email: 'ananya.k@gmail.com' };
    const response = await callApi('loginOrRegister', { body: { idToken: await mintIdToken(person) } });
    expect(response.status).toBe(200);
    const id = (await users.findIdByGoogleSub(person.sub)) as number;
    expect(await found('ananya')).toEqual([id]);
    expect(await found('krish')).toEqual([id]);
    await expectIndexMatchesProfile(id);
  });

  it('follows a new name and city saved at registration', async () => {
    const id = await createStudent({ name: 'Vikram Singh', city: 'pune' });
    await users.saveRegistrationDetails(id, {
      name: 'Vikas Gill',
      gender: 0,
      dob: '2002-05-14',
      languages: ['english'],
      cityName: 'ernakulam',
      education: 'graduate',
    });
    expect(await found('vikram')).toEqual([]);
    expect(await found('pune')).toEqual([]);
    expect(await found('vikas gill ernakulam')).toEqual([id]);
    await expectIndexMatchesProfile(id, ['vikram', 'singh', 'pune']);
  });

  it('follows a changed mobile number: the old digits find no one, the new ones do', async () => {
    const id = await createStudent({ name: 'Neha Joshi', mobile: '9988776655' });
    expect(await found('6655')).toEqual([id]);
    await users.verifyMobileNumber(id, '7011223344');
    expect(await found('6655')).toEqual([]);
    expect(await found('99887')).toEqual([]);
    expect(await found('3344')).toEqual([id]);
    expect(await found('70112')).toEqual([id]);
    await expectIndexMatchesProfile(id, ['9988776655', '6655']);
  });

  it('changes nothing when the profile write fails: the words are in its transaction', async () => {
    const owner = await createStudent({ name: 'Owner Of Number', mobile: '9090909090' });
    const id = await createStudent({ name: 'Rohan Das', mobile: '8080808080' });
    // The number is another account's: the owner item's condition cancels the whole transaction.
    await expect(users.verifyMobileNumber(id, '9090909090')).rejects.toThrow(
      'This mobile number is already registered with another account.',
    );
    expect(await found('90909')).toEqual([owner]);
    expect(await found('8080')).toEqual([id]);
    expect(await indexed(id, ['9090909090', '0909090'])).toEqual([]);
    expect((await users.get(id))?.MOBILE_NUMBER).toBe('8080808080');
    await expectIndexMatchesProfile(id, ['9090909090']);
  });

  it('changes nothing when a profile save is refused for stale document keys', async () => {
    const id = await createStudent({ name: 'Sana Khan', college: 'Jamia Millia' });
    await expect(
      users.updateProfile(
        id,
        {
          gender: 1,
          dob: '2001-01-26',
          languages: ['hindi'],
          cityName: 'new delhi',
          education: 'graduate',
          collegeName: 'Delhi University',
          panCardKey: '',
          idCardKey: '',
        },
        { panCardKey: 'documents/someone-elses.png', idCardKey: '' },
      ),
    ).rejects.toThrow('Your profile was changed in another window.');
    expect(await found('jamia')).toEqual([id]);
    expect(await found('delhi')).toEqual([]);
    await expectIndexMatchesProfile(id, ['delhi', 'university']);
  });

  it('ends matching the profile when two saves of one student race', async () => {
    const id = await createStudent({ name: 'Race Runner', college: 'Loyola College' });
    for (let round = 0; round < 4; round++) {
      await Promise.all([
        setCollege(id, `Stella Maris ${round}`, 'chennai'),
        setCollege(id, `Madras Christian ${round}`, 'pune'),
      ]);
      await expectIndexMatchesProfile(id, [
        'loyola',
        'stella',
        'maris',
        'madras',
        'christian',
        'chennai',
        'pune',
        String(round),
      ]);
    }
  });

  it('is not touched by a write that changes no searchable field', async () => {
    const id = await createStudent({ name: 'Quiet Student', college: 'Anna University' });
    const account = (await users.get(id)) as users.WorkerAccount;
    const sent = recordCommands();
    // A new date of birth and languages; the same city and college, the college typed in another case.
    await users.updateProfile(
      id,
      {
        gender: 1,
        dob: '2000-02-02',
        languages: ['telugu'],
        cityName: account.LOCATION,
        education: 'graduate',
        collegeName: 'ANNA UNIVERSITY',
        panCardKey: '',
        idCardKey: '',
      },
      { panCardKey: '', idCardKey: '' },
    );
    const writes = sent.filter((command) => command.name !== 'GetCommand');
    expect(writes.map((command) => command.name)).toEqual([UpdateCommand.name]);
    expect(JSON.stringify(writes)).not.toContain('SEARCH#');
    expect(await users.get(id)).toMatchObject({ DOB: '2000-02-02', COLLEGE_NAME: 'ANNA UNIVERSITY' });
    await expectIndexMatchesProfile(id);

    sent.length = 0;
    await setCollege(id, 'Kristu Jayanti');
    const changed = sent.filter((command) => command.name !== 'GetCommand');
    expect(changed.map((command) => command.name)).toEqual([TransactWriteCommand.name]);
    expect(await found('anna')).toEqual([]);
    expect(await found('kristu')).toEqual([id]);
  });
});

/**
 * The profile writes as a worker makes them, through the endpoints, and found through the admin's search. The
 * name changes only through registerDetails (updateProfile and updateStudentAccount carry no name), which a
 * registered worker may call again to correct it.
 */
describe('the search index, through the endpoints', () => {
  it("follows a name a registered worker saves again: the admin's search finds the new name, not the old", async () => {
    const worker = await createWorker();
    const details: Omit<SentInput<'registerDetails'>, 'name'> = {
      gender: 1,
      dob: '2002-05-14',
      languages: ['english'],
      cityName: 'chennai',
      education: 'graduate',
      collegeName: 'Stella Maris College',
    };
    const saveName = (name: string) =>
      callApi('registerDetails', { token: worker.token, body: { ...details, name } });
    expect((await saveName('Lakshmi Narayanan')).status).toBe(200);
    expect(await found('narayanan')).toEqual([worker.id]);

    const renamed = await saveName('Lakshmi Venkatesan');
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await found('narayanan')).toEqual([]);
    expect(await found('lakshmi venkatesan')).toEqual([worker.id]);
    await expectIndexMatchesProfile(worker.id, ['narayanan']);
  });

  it("follows the college a worker saves in the profile: the admin's search finds the new one, not the old", async () => {
    const worker = await createWorker();
    const profile: Omit<SentInput<'updateProfile'>, 'collegeName'> = {
      gender: 1,
      dob: '2001-01-26',
      languages: ['hindi'],
      cityName: 'chennai',
      education: 'graduate',
      panCardLocation: '',
      idCardLocation: '',
    };
    const saveCollege = (collegeName: string) =>
      callApi('updateProfile', { token: worker.token, body: { ...profile, collegeName } });
    expect((await saveCollege('Presidency College')).status).toBe(200);
    expect(await found('presidency')).toEqual([worker.id]);

    const changed = await saveCollege('Fergusson College');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await found('presidency')).toEqual([]);
    expect(await found('fergusson')).toEqual([worker.id]);
    await expectIndexMatchesProfile(worker.id, ['presidency']);
  });
});
