/**
 * Who may call each endpoint: every contract's `caller` lets in exactly the roles of the hand-written table in
 * test/support/who-may-call.ts (the auth matrix then proves the answers endpoint by endpoint).
 */
import { describe, expect, it } from 'vitest';
import { contracts } from '#shared/api/index';
import { ROLES, roleMayCall } from '#shared/domain/codes';
import { rolesMayCall, WHO_MAY_CALL } from '#test/support/who-may-call';

describe('who may call each endpoint', () => {
  it('is stated here for every endpoint of the registry, and for no other', () => {
    expect(Object.keys(WHO_MAY_CALL).sort()).toEqual(Object.keys(contracts).sort());
  });

  it.each(Object.values(contracts).map((contract) => [contract.name, contract] as const))(
    '%s lets in exactly the roles stated here',
    (name, contract) => {
      expect(contract.caller === 'public', `${name} is public`).toBe(WHO_MAY_CALL[name] === 'anyone');
      expect(ROLES.filter((role) => roleMayCall(role, contract.caller))).toEqual(rolesMayCall(name));
    },
  );
});
