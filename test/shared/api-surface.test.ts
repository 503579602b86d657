/**
 * The API surface as one reviewed list: per endpoint its name, method, path, caller kind and the roles that
 * means, what it uses (its grants), whether it ends the caller's sessions and whether a held worker may call
 * it. Derived from the registry and compared with the committed file beside this test, so a change of who may
 * call an endpoint, of a path or of a grant fails here until someone reads the diff and accepts it with
 * `npx vitest run -u` (then commits the file). Nothing else lists the endpoints by hand.
 */
import { expect, it } from 'vitest';
import { allContracts, type EndpointContract } from '#shared/api/index';
import { ROLES, roleMayCall } from '#shared/domain/codes';

function usesOf(contract: EndpointContract): string {
  return Object.entries(contract.uses)
    .map(([resource, use]) => (use === true ? resource : `${resource}:${use}`))
    .join(' ');
}

/** One row: name, method, path, caller kind (roles), flags, uses. */
function row(columns: readonly [string, string, string, string, string, string]): string {
  const widths = [25, 4, 30, 26, 22];
  return columns
    .map((column, index) => column.padEnd(widths[index] ?? 0))
    .join(' ')
    .trimEnd();
}

function line(contract: EndpointContract): string {
  const roles = ROLES.filter((role) => roleMayCall(role, contract.caller));
  // The hiring kind's employer is let in on their own organisation's jobs only (lib/auth/hiring.ts).
  const named = roles.map((role) =>
    contract.caller === 'hiring' && role === 'employer' ? 'employer:own-jobs' : role,
  );
  const who =
    contract.caller === 'public' ? 'public (anyone, no token)' : `${contract.caller} (${named.join(' ')})`;
  const flags = [contract.endsSessions && 'endsSessions', contract.whileHeld && 'whileHeld'].filter(Boolean);
  return row([contract.name, contract.method, contract.path, who, flags.join(' '), usesOf(contract)]);
}

it('is the reviewed list of every endpoint, who may call it and what it uses', async () => {
  const areas = [...new Set(allContracts.map((contract) => contract.area))];
  const surface = areas.flatMap((area) => [
    `# ${area}`,
    ...allContracts.filter((contract) => contract.area === area).map(line),
    '',
  ]);
  const heading = row(['name', 'verb', 'path', 'caller (roles)', 'flags', 'uses']);
  await expect(`${allContracts.length} endpoints\n${heading}\n\n${surface.join('\n')}`).toMatchFileSnapshot(
    '__snapshots__/api-surface.txt',
  );
});
