// The address a public call is counted by: an IPv4 address whole, an IPv6 address by its /64.
import { describe, expect, it } from 'vitest';
import { addressGroup } from '#lib/http/address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole, also inside a mapped or NAT64 IPv6 address', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressGroup('64:ff9b::203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its first 64 bits, however it is written', () => {
    const group = '2001:db8:0:7::/64';
    for (const address of ['2001:db8::7:0:0:0:1', '2001:0db8:0000:0007:ffff::1', '2001:DB8:0:7:1:2:3:4']) {
      expect(addressGroup(address), address).toBe(group);
    }
    expect(addressGroup('2001:db8:0:8::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});
