/**
 * The rules on an application thread's messages (shared/domain/moderation/messages.ts): contacts masked on
 * write, scam messages found by the rule set of postings, in English, Hindi (both scripts) and Telugu.
 */
import { describe, expect, it } from 'vitest';
import { messageTextSchema } from '#shared/domain/application-threads';
import { SITE_LANGUAGES } from '#shared/domain/codes';
import { MESSAGE_TEMPLATES, NOT_SELECTED_REASONS, templateText } from '#shared/domain/message-templates';
import { checkMessage, HOLDING_RULES, MASK } from '#shared/domain/moderation/messages';

describe('masking', () => {
  it.each([
    ['Call 98765 43210 after six', `Call ${MASK} after six`],
    ['My number is +91-9876543210.', `My number is ${MASK}.`],
    ['Write to asha.k@gmail.com please', `Write to ${MASK} please`],
    ['फोन ९८७६५४३२१० पर करें', `फोन ${MASK} पर करें`],
    ['Spaced out: 9 8 7 6 5 4 3 2 1 0', `Spaced out: ${MASK}`],
  ])('hides the contact in "%s"', (text, masked) => {
    expect(checkMessage(text)).toMatchObject({ text: masked, masked: true });
  });

  it.each([
    'The interview is on 12 December at 10:30.',
    'Bring 2 photographs and your college ID.',
    'The stipend is ₹12,000 a month.',
  ])('leaves "%s" as written', (text) => {
    expect(checkMessage(text)).toEqual({ text, masked: false, holdingRules: [] });
  });
});

describe('holding', () => {
  it.each([
    ['en', 'Send the security deposit to hr.desk@okicici today', 'contact.upi'],
    ['en', 'Please pay through this payment link before Monday', 'money.paymentLink'],
    ['en', 'Complete the payment at upi://pay?pa=abc@ybl', 'money.paymentLink'],
    ['en', "Let's continue on WhatsApp, it is quicker", 'contact.messagingApp'],
    ['en', 'Join here: https://chat.whatsapp.com/AbCd123', 'contact.messagingLink'],
    ['en', 'A registration fee of ₹499 is payable first.', 'money.registrationFee'],
    ['hi', 'पहले ₹500 रजिस्ट्रेशन फीस जमा करें', 'money.registrationFee'],
    ['hi', 'यूपीआई आईडी पर पैसे भेजें', 'contact.upi'],
    ['hiLatn', 'WhatsApp par message karein', 'contact.messagingApp'],
    ['hiLatn', 'Pehle fees jama karein phir joining', 'money.payToApply'],
    ['te', 'ముందుగా రిజిస్ట్రేషన్ ఫీజు ₹300 కట్టాలి.', 'money.registrationFee'],
    ['te', 'వాట్సాప్ లో మెసేజ్ చేయండి', 'contact.messagingApp'],
  ])('holds a %s message: "%s"', (_script, text, rule) => {
    expect(checkMessage(text).holdingRules).toContain(rule);
  });

  it('never holds for a masked contact alone, nor for the rules only postings open to minors need', () => {
    expect(HOLDING_RULES).not.toContain('contact.phone');
    expect(HOLDING_RULES).not.toContain('contact.email');
    expect(HOLDING_RULES).not.toContain('minors.unsafeWork');
    expect(checkMessage('Night shift, call 9876543210').holdingRules).toEqual([]);
  });

  it('masks an e-mail address before the UPI rule reads it', () => {
    expect(checkMessage('Mail ravi@earnlearn.in with questions')).toEqual({
      text: `Mail ${MASK} with questions`,
      masked: true,
      holdingRules: [],
    });
  });
});

describe('a message text', () => {
  it('is 1 to 1000 characters of plain text, several lines allowed', () => {
    expect(messageTextSchema.safeParse('Line one\nLine two').success).toBe(true);
    expect(messageTextSchema.safeParse('   ').success).toBe(false);
    expect(messageTextSchema.safeParse('x'.repeat(1001)).success).toBe(false);
    expect(messageTextSchema.safeParse('<script>').success).toBe(false);
  });
});

describe("the hiring side's templates", () => {
  const cases = SITE_LANGUAGES.flatMap((language) =>
    MESSAGE_TEMPLATES.flatMap((template) =>
      (template === 'notSelected' ? NOT_SELECTED_REASONS : (['positionFilled'] as const)).map(
        (reason) => [language, template, reason] as const,
      ),
    ),
  );

  it.each(cases)(
    'in %s, %s (%s), is a message the rules let through as written',
    (language, template, reason) => {
      const text = templateText(template, language, 'Delivery Partner', reason);
      expect(messageTextSchema.safeParse(text).success).toBe(true);
      expect(checkMessage(text)).toEqual({ text, masked: false, holdingRules: [] });
    },
  );
});
