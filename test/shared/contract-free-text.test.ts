/**
 * One rule for all free text (shared/domain/rules.ts `plainText`): every string field of every contract's
 * input refuses control characters (NUL, BEL, ...) and characters that reorder what is shown (U+202E, U+2066,
 * ...), unless it holds a machine value that is checked for its own exact form. The registry is walked, so a
 * field added without the rule fails here.
 */
import { describe, expect, it } from 'vitest';
import { allContracts } from '#shared/api/index';

interface Node {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, Node>;
      innerType?: Node;
      element?: Node;
      in?: Node;
      options?: Node[];
    };
  };
}
interface Issue {
  path: PropertyKey[];
}
type Input = Node & { safeParse(value: unknown): { error?: { issues: Issue[] } } };

/**
 * Fields that are not text a person writes for others to read: each is decoded or compared whole, and refused
 * when it is not exactly what it must be (so a hidden character cannot pass with it).
 */
const MACHINE_VALUES: Record<string, string> = {
  cursor: 'an opaque page key, decoded and checked against its index (lib/db/cursor.ts)',
  idToken: 'a Google ID token, verified by its signature',
  token: 'a signed link token, verified by its signature or its stored hash',
  proof: 'a one-time code or a Google ID token, verified',
  password: 'a secret, compared by its hash and never shown',
  currentPassword: 'a secret, compared by its hash and never shown',
  newPassword: 'a secret, stored only as its hash and never shown',
  panCardLocation: "an upload key, which must match the worker's own upload folder",
  idCardLocation: "an upload key, which must match the worker's own upload folder",
  key: "an upload key (saveResume), which must match the worker's own upload folder",
  startsAt: 'compared with the interview time stored',
  date: 'an IST date, checked for its exact form (shared/domain/interviews.ts)',
  time: 'an IST time, checked for its exact form (shared/domain/interviews.ts)',
};

/** Every string in an input schema: its path, and how to build an input holding a value there. */
function stringFields(input: Input): { path: string; wrap: (value: unknown) => unknown }[] {
  const found: { path: string; wrap: (value: unknown) => unknown }[] = [];
  const walk = (node: Node, path: string[], wrap: (value: unknown) => unknown) => {
    const def = node._zod.def;
    if (def.type === 'string') found.push({ path: path.join('.'), wrap });
    else if (def.type === 'object')
      for (const [key, child] of Object.entries(def.shape ?? {}))
        walk(child, [...path, key], (value) => wrap({ [key]: value }));
    else if (def.innerType) walk(def.innerType, path, wrap);
    else if (def.element) walk(def.element, [...path, '0'], (value) => wrap([value]));
    else if (def.in) walk(def.in, path, wrap);
    else for (const option of def.options ?? []) walk(option, path, wrap);
  };
  walk(input, [], (value) => value);
  return found;
}

const ORDINARY = ['Asha Rao', 'hello', 'https://meet.example.in/abc'];
const HIDDEN = { 'U+202E': '\u202e', 'U+2066': '\u2066', BEL: '\u0007', NUL: '\u0000' };

/** Every free-text field of the registry, with the value it takes and what it does with each hidden one. */
function freeTextFields() {
  return allContracts.flatMap((contract) => {
    const input = contract.input as unknown as Input;
    return stringFields(input).flatMap(({ path, wrap }) => {
      const name = path.split('.').at(-1) ?? '';
      if (name in MACHINE_VALUES) return [];
      const refused = (value: string) =>
        (input.safeParse(wrap(value)).error?.issues ?? []).some((issue) => issue.path.join('.') === path);
      const ordinary = ORDINARY.find((value) => !refused(value));
      // A field no ordinary text fits (a number, an id, a code) holds no free text.
      if (ordinary === undefined) return [];
      const taken = Object.entries(HIDDEN)
        .filter(([, character]) => !refused(`${ordinary.slice(0, 2)}${character}${ordinary.slice(2)}`))
        .map(([label]) => label);
      return [{ field: `${contract.name}.${path}`, taken }];
    });
  });
}

describe('free text in every contract', () => {
  it('refuses control and direction characters in every free-text field of every request', () => {
    const fields = freeTextFields();
    // The walk reaches nested and optional fields, so it cannot pass by finding nothing.
    expect(fields.map(({ field }) => field)).toEqual(
      expect.arrayContaining([
        'answerInterview.note',
        'scheduleInterview.place',
        'scheduleInterview.link',
        'raiseGrievance.text',
        'addApplicationNote.text',
        'setNominee.nominee.name',
        'postJob.translations.te.description',
        'createJobAlert.q',
        'getInternalDataById.search',
      ]),
    );
    expect(fields.filter(({ taken }) => taken.length > 0)).toEqual([]);
  });

  it('names only machine values among the fields it leaves out', () => {
    const names = new Set(
      allContracts.flatMap((contract) =>
        stringFields(contract.input as unknown as Input).map(({ path }) => path.split('.').at(-1)),
      ),
    );
    expect(Object.keys(MACHINE_VALUES).filter((name) => !names.has(name))).toEqual([]);
  });
});
