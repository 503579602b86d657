/** What the public endpoints' limits count a caller by (public-limit.ts); pure, so unit tests need no table. */
import { isIPv6 } from 'node:net';

/**
 * The part of an address one caller is counted by: an IPv4 address whole (also when written inside an IPv6
 * one, as `::ffff:` mapped and NAT64 addresses carry it), an IPv6 address by its first 64 bits.
 */
export function addressGroup(address: string): string {
  if (!isIPv6(address)) return address;
  const embedded = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  if (embedded) return embedded;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array(Math.max(0, missing)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
