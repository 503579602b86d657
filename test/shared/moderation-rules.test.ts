/** The rules against scam postings (shared/domain/moderation/): each rule in each language, true and false. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ModeratedJob, moderate, unacknowledged } from '#shared/domain/moderation/moderate';
import {
  PAY_LIMITS,
  PAY_RULES,
  RULE_SCRIPTS,
  RULES_VERSION,
  type RuleScript,
  TEXT_RULES,
} from '#shared/domain/moderation/rules';

/** [script, text, whether the rule hits it]: every text rule has a true and a false case in every script. */
type Case = [RuleScript, string, boolean];
const CASES: Record<string, Case[]> = {
  'money.registrationFee': [
    ['en', 'A one-time Registration Fee of ₹499 is payable.', true],
    ['en', 'Registration for the event opens on Monday.', false],
    ['hi', 'जॉइन करने से पहले ₹500 पंजीकरण शुल्क देना होगा।', true],
    ['hi', 'पंजीकरण निःशुल्क है।', false],
    ['hiLatn', 'Pehle registration fees bharni hogi', true],
    ['hiLatn', 'Registration karna zaroori hai', false],
    ['te', 'ముందుగా రిజిస్ట్రేషన్ ఫీజు ₹300 కట్టాలి.', true],
    ['te', 'రిజిస్ట్రేషన్ ఉచితం.', false],
  ],
  'money.securityDeposit': [
    ['en', 'Pay a refundable deposit before you start.', true],
    ['en', 'Your salary is deposited in your bank account.', false],
    ['hi', 'सिक्योरिटी डिपॉजिट ₹2000 जमा करना होगा', true],
    ['hi', 'वेतन सीधे बैंक खाते में जमा होगा', false],
    ['hiLatn', 'Jamanat rashi 1000 dena hoga', true],
    ['hiLatn', 'Salary bank mein jama hogi', false],
    ['te', 'సెక్యూరిటీ డిపాజిట్ ₹1000 చెల్లించాలి', true],
    ['te', 'జీతం బ్యాంకు ఖాతాలో జమ అవుతుంది', false],
  ],
  'money.trainingFee': [
    ['en', 'A training fee of ₹1500 is deducted.', true],
    ['en', 'Paid training is given in the first week.', false],
    ['hi', 'ट्रेनिंग फीस ₹999 लगेगी', true],
    ['hi', 'पहले हफ्ते मुफ्त ट्रेनिंग दी जाएगी', false],
    ['hiLatn', 'Training ka charge 500 hai', true],
    ['hiLatn', 'Training free mein milegi', false],
    ['te', 'శిక్షణ రుసుము ₹800', true],
    ['te', 'మొదటి వారం ఉచిత శిక్షణ ఇస్తాము', false],
  ],
  'money.payToApply': [
    ['en', 'Pay ₹200 to confirm your slot.', true],
    ['en', 'We pay ₹600 for each day, every Friday.', false],
    ['hi', 'आवेदन शुल्क ₹100 है', true],
    ['hi', 'आवेदन करना मुफ्त है', false],
    ['hiLatn', 'Pehle fees jama karein phir joining', true],
    ['hiLatn', 'Aavedan bilkul free hai', false],
    ['te', 'దరఖాస్తు రుసుము ₹150', true],
    ['te', 'దరఖాస్తు ఉచితం', false],
  ],
  'contact.phone': [
    ['en', 'Call 98765 43210 to apply.', true],
    ['en', 'Earn ₹12,000 a month for 176 hours.', false],
    ['hi', 'फोन नंबर: ९८७६५४३२१० पर कॉल करें', true],
    ['hi', 'फोन पर बात करने की आदत हो', false],
    ['hiLatn', 'Phone number par call karein', true],
    ['hiLatn', 'Phone par baat karni aani chahiye', false],
    ['te', 'ఫోన్ నంబర్ 9876543210', true],
    ['te', 'ఫోన్‌లో మాట్లాడగలగాలి', false],
  ],
  'contact.email': [
    ['en', 'Send your CV to hr.jobs@example.com today.', true],
    ['en', 'Good e-mail writing skills needed.', false],
    ['hi', 'अपना बायोडाटा ईमेल करें', true],
    ['hi', 'ईमेल लिखना आना चाहिए', false],
    ['hiLatn', 'Apna CV mail karein', true],
    ['hiLatn', 'Mail likhna aana chahiye', false],
    ['te', 'మీ రెజ్యూమ్ ఈమెయిల్ చేయండి', true],
    ['te', 'ఈమెయిల్ రాయడం రావాలి', false],
  ],
  'contact.upi': [
    ['en', 'Send the amount to rahul.k@okaxis', true],
    ['en', 'Must know how to use UPI apps for customers.', false],
    ['hi', 'यूपीआई आईडी पर भेजें', true],
    ['hi', 'ग्राहकों को यूपीआई से भुगतान लेना सिखाएं', false],
    ['hiLatn', 'Abhi gpay karein 500', true],
    ['hiLatn', 'Customer se gpay lena sikhna hoga', false],
    ['te', 'యూపీఐ ఐడీ కి పంపండి', true],
    ['te', 'కస్టమర్ల నుండి యూపీఐ చెల్లింపులు తీసుకోవాలి', false],
  ],
  'contact.messagingLink': [
    ['en', 'Join here: https://chat.whatsapp.com/AbCd123', true],
    ['en', 'Apply at https://earnlearn.in/jobs/12', false],
    ['hi', 'व्हाट्सएप ग्रुप लिंक से जुड़ें', true],
    ['hi', 'व्हाट्सएप चलाना आना चाहिए', false],
    ['hiLatn', 'Telegram channel join karein', true],
    ['hiLatn', 'Telegram chalana aata ho', false],
    ['te', 'వాట్సాప్ గ్రూప్ లింక్ లో చేరండి', true],
    ['te', 'వాట్సాప్ వాడటం రావాలి', false],
  ],
  'contact.messagingApp': [
    ['en', 'Message us on WhatsApp for details.', true],
    ['en', 'You will answer customers who write on WhatsApp Business.', false],
    ['hi', 'व्हाट्सएप पर मैसेज करें', true],
    ['hi', 'व्हाट्सएप बिज़नेस पर ग्राहकों के सवाल', false],
    ['hiLatn', 'Whatsapp par message karein', true],
    ['hiLatn', 'Whatsapp business ka kaam', false],
    ['te', 'వాట్సాప్ లో మెసేజ్ చేయండి', true],
    ['te', 'వాట్సాప్ బిజినెస్ లో కస్టమర్ ప్రశ్నలు', false],
  ],
  'money.paymentLink': [
    ['en', 'Pay the joining amount at https://rzp.io/l/joinnow today.', true],
    ['en', 'Your salary is paid by bank transfer on the 1st.', false],
    ['hi', 'नीचे दिए पेमेंट लिंक से भुगतान करें', true],
    ['hi', 'वेतन हर महीने बैंक खाते में आएगा', false],
    ['hiLatn', 'Payment link par pay karein', true],
    ['hiLatn', 'Payment har mahine milega', false],
    ['te', 'ఈ పేమెంట్ లింక్ ద్వారా చెల్లించండి', true],
    ['te', 'జీతం ప్రతి నెలా చెల్లిస్తాము', false],
  ],
  'scam.typingJob': [
    ['en', 'Simple typing jobs, paid per page.', true],
    ['en', 'Typing speed of 30 words a minute.', false],
    ['hi', 'टाइपिंग का काम, प्रति पेज भुगतान', true],
    ['hi', 'टाइपिंग की गति 30 शब्द प्रति मिनट', false],
    ['hiLatn', 'Typing ka kaam ghar se', true],
    ['hiLatn', 'Typing speed achhi ho', false],
    ['te', 'సులువైన టైపింగ్ పని', true],
    ['te', 'టైపింగ్ వేగం నిమిషానికి 30 పదాలు', false],
  ],
  'scam.earnFromHome': [
    ['en', 'Earn daily from home with your phone!', true],
    ['en', 'Work from home on Fridays. Daily payout to your bank.', false],
    ['hi', 'घर बैठे पैसे कमाएं', true],
    ['hi', 'घर से काम की सुविधा शुक्रवार को', false],
    ['hiLatn', 'Ghar baithe kamaye 1000 roz', true],
    ['hiLatn', 'Ghar se kaam shukravar ko', false],
    ['te', 'ఇంట్లో ఉండి సంపాదించండి', true],
    ['te', 'శుక్రవారం ఇంటి నుండి పని చేయవచ్చు', false],
  ],
  'scam.likeVideos': [
    ['en', 'Get paid for liking YouTube videos.', true],
    ['en', 'Edit videos for our YouTube channel.', false],
    ['hi', 'वीडियो लाइक करके कमाएं', true],
    ['hi', 'हमारे चैनल के लिए वीडियो एडिट करें', false],
    ['hiLatn', 'Video like karke paise', true],
    ['hiLatn', 'Video edit karna aata ho', false],
    ['te', 'వీడియోలు లైక్ చేసి సంపాదించండి', true],
    ['te', 'మా ఛానెల్ కోసం వీడియోలు ఎడిట్ చేయండి', false],
  ],
  'minors.unsafeWork': [
    ['en', 'Night shift from 10 pm to 6 am.', true],
    ['en', 'Day shift from 10 am to 4 pm.', false],
    ['hi', 'रात की शिफ्ट में काम', true],
    ['hi', 'दिन की शिफ्ट में काम', false],
    ['hiLatn', 'Apni bike honi chahiye', true],
    ['hiLatn', 'Apna phone hona chahiye', false],
    ['te', 'రాత్రి షిఫ్ట్ లో పని', true],
    ['te', 'పగటి షిఫ్ట్ లో పని', false],
  ],
};

/** A clean adult job paid ₹12,000 a month full-time, with `description` as given. */
function jobWith(description: string, more: Partial<ModeratedJob> = {}): ModeratedJob {
  return {
    title: 'Store assistant',
    description,
    type: 'JOB',
    schedule: 'FULL_TIME',
    pay: { unit: 'MONTH', amount: 12000 },
    eligibility: { minimumAge: 16, unsafeForMinors: [] },
    ...more,
  };
}

const rulesHit = (job: ModeratedJob) => moderate(job).map((hit) => hit.rule);

describe.each(TEXT_RULES.map((rule) => [rule.id]))('the rule %s', (id) => {
  it.each(CASES[id] ?? [])('in %s, on "%s": %s', (_script, text, hits) => {
    expect(rulesHit(jobWith(text)).includes(id)).toBe(hits);
  });
});

describe('the rule set', () => {
  it('has a true and a false case in every script for every text rule', () => {
    for (const rule of TEXT_RULES) {
      for (const script of RULE_SCRIPTS) {
        const cases = (CASES[rule.id] ?? []).filter(([of]) => of === script);
        expect(rule.patterns[script].length, `${rule.id} ${script}`).toBeGreaterThan(0);
        expect(new Set(cases.map(([, , hits]) => hits)), `${rule.id} ${script}`).toEqual(
          new Set([true, false]),
        );
      }
    }
  });

  it('is a new version whenever a rule changes', () => {
    // A change to a rule changes this fingerprint: give the rule set a new RULES_VERSION and record both here.
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ TEXT_RULES, PAY_RULES, PAY_LIMITS }))
      .digest('hex')
      .slice(0, 16);
    expect({ version: RULES_VERSION, fingerprint }).toEqual({
      version: '2026-12-03.1',
      fingerprint: '04f037c655917b64',
    });
  });
});

describe('a hit', () => {
  it('names the field as the posting does, the text as written, and the explanation', () => {
    const [hit] = moderate({ translations: { hi: { description: 'पहले ₹500 रजिस्ट्रेशन फीस भरें' } } });
    expect(hit).toEqual({
      rule: 'money.registrationFee',
      kind: 'asksForMoney',
      field: 'translations.hi.description',
      match: 'रजिस्ट्रेशन फीस',
      explanation: expect.stringContaining('registration fee'),
    });
  });

  it('sees through zero-width characters hidden in a word', () => {
    expect(rulesHit(jobWith('A registration\u200b fee applies'))).toContain('money.registrationFee');
    expect(moderate(jobWith('Regis\u200btration fee'))[0]?.match).toBe('Regis\u200btration fee');
  });

  it('is one per rule and field however often the text repeats it', () => {
    expect(rulesHit(jobWith('Registration fee. Registration fee again.'))).toEqual(['money.registrationFee']);
  });

  it('is acknowledged by its rule id', () => {
    const hits = moderate(jobWith('Registration fee, call 9876543210'));
    expect(unacknowledged(hits, ['money.registrationFee']).map((hit) => hit.rule)).toEqual(['contact.phone']);
  });
});

describe('the unsafe-work rule', () => {
  it('holds only for a job open to under-18s', () => {
    const night = 'Night shift from 10 pm to 6 am.';
    expect(rulesHit(jobWith(night, { eligibility: { minimumAge: 18, unsafeForMinors: [] } }))).toEqual([]);
    expect(
      rulesHit(jobWith(night, { eligibility: { minimumAge: 16, unsafeForMinors: ['nightWork'] } })),
    ).toEqual([]);
  });
});

describe('the pay rules', () => {
  it.each([
    ['a job below the floor wage an hour', { pay: { unit: 'DAY', amount: 100 } }, ['pay.belowFloor']],
    ['a job at a fair day rate', { pay: { unit: 'DAY', amount: 600 } }, []],
    ['an internship with a modest stipend', { type: 'INTERNSHIP', pay: { unit: 'MONTH', amount: 3000 } }, []],
    [
      'an internship with a token stipend',
      { type: 'INTERNSHIP', pay: { unit: 'MONTH', amount: 500 } },
      ['pay.belowFloor'],
    ],
    [
      'part-time pay far above the hours',
      { schedule: 'PART_TIME', pay: { unit: 'DAY', amount: 5000 } },
      ['pay.implausiblyHigh'],
    ],
    [
      'a range whose top is implausible',
      { pay: { unit: 'HOUR', amount: 200, upTo: 2000 } },
      ['pay.implausiblyHigh'],
    ],
    [
      'a task pay by its month estimate',
      { pay: { unit: 'TASK', amount: 50 }, monthlyEarnings: 1000 },
      ['pay.belowFloor'],
    ],
  ] as [string, Partial<ModeratedJob>, string[]][])('%s', (_name, more, rules) => {
    expect(rulesHit(jobWith('Help customers in the store.', more))).toEqual(rules);
  });
});
