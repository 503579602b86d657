/**
 * The runbook's DLT table (docs/operations.md, section 5, step 3) against the code that sends each SMS: every
 * text of every purpose, in every language, is written there exactly as sent (the text an operator registers),
 * on the line of its template id's setting.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/paths';
import { SMS_TEMPLATES } from '#shared/domain/message-purposes';
import { registeredSmsTexts } from '#test/support/sms-texts';

// The SMS module reads its sender id when loaded.
let sms: typeof import('#lib/messaging/sms');
beforeAll(async () => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SESSION_SECRET = 'unit-test-secret-of-at-least-32-characters!';
  process.env.SMS_SENDER_ID = 'EARNLN';
  sms = await import('#lib/messaging/sms');
});

describe("the runbook's DLT templates", () => {
  const lines = readFileSync(join(repoRoot, 'docs', 'operations.md'), 'utf8').split('\n');

  it.each(SMS_TEMPLATES.map((template) => [`${template.text} ${template.language}`, template] as const))(
    'gives %s exactly as sent, beside its setting',
    (_name, { text, language, setting }) => {
      const template = registeredSmsTexts(sms)[text](language);
      const beside = lines.filter(
        (line) => line.includes(`\`${setting}\``) && line.includes(`\`${template}\``),
      );
      expect(beside, `${setting}: ${template}`).toHaveLength(1);
    },
  );
});
