/**
 * `npm run totp -- <key>`: the current code of an authenticator key, as an app would show it, for trying
 * two-step sign-in on the local twin without a phone (the key is the one the set-up screen shows as text).
 * Local use only: a real key belongs in an authenticator app, not in a shell's history.
 */
import { codeAt } from '#features/staff-login/totp';

const key = process.argv.slice(2).join('').replace(/\s+/g, '').toUpperCase();
if (!/^[A-Z2-7]{16,}$/.test(key)) {
  console.error('Usage: npm run totp -- <key shown on the set-up screen>');
  process.exit(2);
}
const now = Date.now();
console.log(codeAt(key, now));
console.error(`(valid for ${30 - (Math.floor(now / 1000) % 30)} more seconds)`);
