/**
 * The automatic rules against scam postings, as data: each rule's id, its kind, what it looks for in English,
 * Hindi (Devanagari and the common romanised spellings) and Telugu, and the explanation the poster reads. A
 * change to any rule is a new RULES_VERSION (docs/operations.md, "Changing the rules against scam postings");
 * a job records the version its hits were checked against. The engine is moderate.ts.
 *
 * Every text rule runs over every text of the job, whatever its language: a poster may write Hindi in the
 * English field. Patterns are regular-expression sources, matched case-insensitively over the text with
 * zero-width characters removed and Devanagari and Telugu digits read as 0-9.
 */

import type { RuleKind } from './rule-check';

export { RULE_KINDS, type RuleKind } from './rule-check';

/** The rule set's version: a new one for every change of a rule, a pattern, a threshold or an explanation. */
export const RULES_VERSION = '2026-12-03.1';

/** The scripts a text rule's patterns are written for (`hiLatn`: Hindi as typed in Latin letters). */
export const RULE_SCRIPTS = ['en', 'hi', 'hiLatn', 'te'] as const;
export type RuleScript = (typeof RULE_SCRIPTS)[number];

export interface TextRule {
  id: string;
  kind: RuleKind;
  explanation: string;
  patterns: Record<RuleScript, readonly string[]>;
  /** Only for a job open to workers under 18 (the unsafe-work rule). */
  onlyWhenOpenToMinors?: true;
}

/** Not inside a longer word or number (JavaScript's \b knows only ASCII letters). */
const START = '(?<![\\p{L}\\p{M}\\p{N}])';
const END = '(?![\\p{L}\\p{M}\\p{N}])';
const word = (source: string) => `${START}(?:${source})${END}`;
/** An amount of money as written: ₹500, Rs. 500, 500 rupees, INR 500. */
const AMOUNT = '(?:₹|rs\\.?|inr|रु\\.?|రూ\\.?)\\s?\\d[\\d,]*';

export const TEXT_RULES: readonly TextRule[] = [
  {
    id: 'money.registrationFee',
    kind: 'asksForMoney',
    explanation:
      'Asks the worker for a registration fee. Real employers never charge workers to register: a fee to join is the commonest job scam.',
    patterns: {
      en: [
        word('registration\\s+(?:fees?|charges?|amount)'),
        word('(?:joining|enrol(?:l)?ment)\\s+(?:fees?|charges?)'),
      ],
      hi: ['पंजीकरण\\s*(?:शुल्क|फीस)', 'रजिस्ट्रेशन\\s*(?:शुल्क|फीस|चार्ज)', 'पंजीयन\\s*शुल्क'],
      hiLatn: [
        word('(?:panjikaran|registration)\\s+(?:shulk|fee[es]*)'),
        word('registration\\s+ke\\s+liye\\s+(?:paise|rupaye)'),
      ],
      te: ['రిజిస్ట్రేషన్\\s*(?:ఫీజు|రుసుము|చార్జీ)', 'నమోదు\\s*(?:రుసుము|ఫీజు)'],
    },
  },
  {
    id: 'money.securityDeposit',
    kind: 'asksForMoney',
    explanation:
      'Asks the worker for a security deposit. Workers are never asked to deposit money to get work; a "refundable" deposit is rarely refunded.',
    patterns: {
      en: [
        word('(?:security|refundable|caution)\\s+(?:deposit|money|amount)'),
        word(`deposit\\s+(?:of\\s+)?${AMOUNT}`),
      ],
      hi: ['सिक्योरिटी\\s*(?:डिपॉजिट|डिपोजिट|राशि)', 'जमानत\\s*राशि', 'सुरक्षा\\s*(?:जमा|राशि)'],
      hiLatn: [word('(?:jamanat|suraksha)\\s+(?:rashi|raashi|jama)'), word('security\\s+(?:jama|rashi)')],
      te: ['సెక్యూరిటీ\\s*డిపాజిట్', 'డిపాజిట్\\s*(?:చెల్లించ|కట్ట)', 'ధరావతు'],
    },
  },
  {
    id: 'money.trainingFee',
    kind: 'asksForMoney',
    explanation:
      "Asks the worker to pay for training, a course or a kit. Training an employer requires is the employer's cost, never the worker's.",
    patterns: {
      en: [
        word('(?:training|course|kit|certification)\\s+(?:fees?|charges?|cost)'),
        word('pay\\s+for\\s+(?:the\\s+)?(?:training|course|kit)'),
      ],
      hi: ['(?:ट्रेनिंग|प्रशिक्षण|कोर्स|किट)\\s*(?:शुल्क|फीस|चार्ज)'],
      hiLatn: [word('(?:training|prashikshan|course|kit)\\s+(?:ka\\s+)?(?:shulk|charge|paisa)')],
      te: ['(?:ట్రైనింగ్|శిక్షణ|కోర్సు|కిట్)\\s*(?:ఫీజు|రుసుము|చార్జీ)'],
    },
  },
  {
    id: 'money.payToApply',
    kind: 'asksForMoney',
    explanation:
      'Asks the worker to pay to apply, to be processed or to confirm the job. Applying through Earnlearn is free, and so is every real job.',
    patterns: {
      en: [
        word('pay\\s+to\\s+(?:apply|join|register)'),
        word('(?:application|processing|interview|confirmation)\\s+(?:fees?|charges?)'),
        // "Pay ₹200 to confirm", not "we pay ₹600 for each day".
        word(`(?<!(?:we|they|will|company|employer|us|i|and)\\s)pay\\s+${AMOUNT}\\s+(?:to|for|as|before)`),
        word('send\\s+(?:the\\s+)?money'),
      ],
      hi: ['(?:आवेदन|प्रोसेसिंग|इंटरव्यू)\\s*(?:शुल्क|फीस)', '(?:फीस|शुल्क|पैसे)\\s*जमा\\s*(?:करें|करना|करो|कराएं)'],
      hiLatn: [
        word('(?:fees?|shulk|paise)\\s+jama\\s+(?:karein|karen|karo|karna)'),
        word('aavedan\\s+shulk'),
      ],
      te: [
        '(?:దరఖాస్తు|ప్రాసెసింగ్|ఇంటర్వ్యూ)\\s*(?:ఫీజు|రుసుము)',
        '(?:ఫీజు|డబ్బు|డబ్బులు)\\s*(?:చెల్లించండి|చెల్లించాలి|కట్టాలి|కట్టండి)',
      ],
    },
  },
  {
    id: 'contact.phone',
    kind: 'contactDetails',
    explanation:
      'Gives a phone number in the text. Workers apply through Earnlearn, which keeps their number private; a number in the text takes them off the platform.',
    patterns: {
      en: ['(?<![\\d])(?:\\+?91[\\s-]?|0)?[6-9]\\d{4}[\\s-]?\\d{5}(?![\\d])'],
      hi: ['(?:फ़ोन|फोन|मोबाइल)\\s*(?:नंबर|नं\\.?)\\s*[:\\-]?\\s*\\d'],
      hiLatn: [word('(?:phone|mobile)\\s+(?:number|no\\.?)\\s+(?:par|pe)\\s+(?:call|sampark)')],
      te: ['(?:ఫోన్|మొబైల్)\\s*(?:నంబర్|నెంబర్)\\s*[:\\-]?\\s*\\d'],
    },
  },
  {
    id: 'contact.email',
    kind: 'contactDetails',
    explanation:
      'Gives an e-mail address in the text. Workers apply through Earnlearn; an address in the text takes them off the platform, where no one checks who writes to them.',
    patterns: {
      en: ['[a-z0-9._%+-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.[a-z]{2,}'],
      hi: ['ई-?मेल\\s*(?:करें|भेजें|आईडी)'],
      hiLatn: [word('(?:email|mail)\\s+(?:karein|karen|karo|bhejein|bhejo)')],
      te: ['ఈ-?మెయిల్\\s*(?:చేయండి|పంపండి|ఐడీ)'],
    },
  },
  {
    id: 'contact.upi',
    kind: 'contactDetails',
    explanation:
      'Gives a UPI id or a payment app to pay to. A job never needs the worker to send money; a UPI id in a posting is how fees are collected.',
    patterns: {
      en: [
        '(?<![\\w.-])[a-z0-9][\\w.-]{1,255}@[a-z][a-z0-9]{1,30}(?![\\w.-])',
        word('upi\\s*(?:id|address)'),
        word('(?:google\\s*pay|gpay|phone\\s*pe|paytm)\\s+(?:to|on|number|no\\.?)'),
      ],
      hi: ['यूपीआई\\s*(?:आईडी|नंबर)', 'UPI\\s*(?:आईडी|नंबर)'],
      hiLatn: [word('(?:gpay|phonepe|paytm|upi)\\s+(?:kar(?:ein|en|o|dein|do)|bhej(?:ein|o|dein|do))')],
      te: ['యూపీఐ\\s*(?:ఐడీ|నంబర్)', '(?:గూగుల్\\s*పే|ఫోన్\\s*పే|పేటీఎం)\\s*(?:చేయండి|కు)'],
    },
  },
  {
    id: 'contact.messagingLink',
    kind: 'contactDetails',
    explanation:
      'Links to a WhatsApp or Telegram chat or group. Nine in ten job scams move the worker to a personal messaging app, out of reach of any check.',
    patterns: {
      en: [
        '(?:https?://)?(?:wa\\.me|api\\.whatsapp\\.com|chat\\.whatsapp\\.com|t\\.me|telegram\\.(?:me|dog))/\\S*',
      ],
      hi: ['(?:व्हाट्सएप|व्हाट्सऐप|टेलीग्राम)\\s*(?:ग्रुप|चैनल)\\s*(?:लिंक|ज्वाइन|जॉइन)'],
      hiLatn: [word('(?:whatsapp|telegram)\\s+(?:group|channel)\\s+(?:join|link)\\s+(?:karein|karen|karo)')],
      te: ['(?:వాట్సాప్|టెలిగ్రామ్)\\s*(?:గ్రూప్|ఛానెల్)\\s*(?:లింక్|జాయిన్)'],
    },
  },
  {
    id: 'contact.messagingApp',
    kind: 'contactDetails',
    explanation:
      'Asks the worker to get in touch on WhatsApp or Telegram. Workers apply through Earnlearn; a personal messaging app is where job scams continue.',
    patterns: {
      en: [
        word(
          '(?:message|contact|ping|text|dm|reach)\\s+(?:us\\s+|me\\s+)?(?:on|via)\\s+(?:whatsapp|telegram)',
        ),
        word('whatsapp\\s+(?:us|me|your\\s+cv)'),
        // A conversation moved off the platform (the application threads read these rules too).
        word('(?:move|talk|chat|continue|shift)\\s+(?:this\\s+)?(?:to|on|over)\\s+(?:whatsapp|telegram)'),
      ],
      hi: ['(?:व्हाट्सएप|व्हाट्सऐप|टेलीग्राम)\\s*(?:पर|में)?\\s*(?:मैसेज|संपर्क|बात)\\s*(?:करें|करो|कीजिए)'],
      hiLatn: [
        word('(?:whatsapp|telegram)\\s+(?:par|pe)\\s+(?:message|msg|sampark|baat)\\s+(?:karein|karen|karo)'),
      ],
      te: ['(?:వాట్సాప్|టెలిగ్రామ్)\\s*(?:లో|కు)?\\s*(?:మెసేజ్|సంప్రదించండి|చేయండి)'],
    },
  },
  {
    id: 'money.paymentLink',
    kind: 'asksForMoney',
    explanation:
      'Gives a payment link or a UPI payment address to pay through. No job needs the worker to pay: a link to pay is how fees and deposits are collected.',
    patterns: {
      en: [
        '(?:https?://)?(?:rzp\\.io|razorpay\\.me|pages\\.razorpay\\.com|paytm\\.me|p\\.paytm\\.me|phon\\.pe|imjo\\.in|instamojo\\.com|paypal\\.me|pay\\.google\\.com)/\\S*',
        'upi://pay\\S*',
        word('payment\\s+link'),
      ],
      hi: ['(?:पेमेंट|भुगतान)\\s*(?:लिंक|लिंक़)'],
      hiLatn: [word('(?:payment|bhugtan)\\s+(?:ka\\s+)?link\\s+(?:par|pe|se)')],
      te: ['(?:పేమెంట్|చెల్లింపు)\\s*లింక్'],
    },
  },
  {
    id: 'scam.typingJob',
    kind: 'scamPattern',
    explanation:
      'Reads like a "typing job" or copy-paste work paid per page, a known scam that asks for a fee or a deposit once the worker signs up.',
    patterns: {
      en: [
        word('(?:typing|copy[\\s-]?paste|captcha|form[\\s-]filling)\\s+(?:jobs?|work)'),
        word('typing\\s+from\\s+home'),
      ],
      hi: ['(?:टाइपिंग|कॉपी\\s*पेस्ट|फॉर्म\\s*फिलिंग)\\s*(?:जॉब|का\\s*काम|वर्क)'],
      hiLatn: [word('(?:typing|copy\\s*paste|form\\s*filling)\\s+ka\\s+kaam')],
      te: ['(?:టైపింగ్|కాపీ\\s*పేస్ట్|ఫారం\\s*ఫిల్లింగ్)\\s*(?:జాబ్|పని|ఉద్యోగం)'],
    },
  },
  {
    id: 'scam.earnFromHome',
    kind: 'scamPattern',
    explanation:
      'Promises easy daily earnings from home ("earn daily from home"), the wording of task and investment scams rather than of a job with stated work.',
    patterns: {
      en: [
        word('earn\\s+(?:money\\s+)?(?:daily|every\\s*day|per\\s+day)\\s+(?:from|at)\\s+home'),
        word(`earn\\s+${AMOUNT}\\s+(?:daily|per\\s+day|a\\s+day)\\s+(?:from|at)\\s+home`),
        word('work\\s+from\\s+home\\s+and\\s+earn'),
      ],
      hi: [
        'घर\\s*बैठे\\s*(?:पैसे\\s*)?(?:कमाएं|कमाएँ|कमाओ|कमाई)',
        '(?:रोज़|रोज|रोजाना|रोज़ाना)\\s*(?:पैसे\\s*)?(?:कमाएं|कमाएँ|कमाओ)',
      ],
      hiLatn: [
        word('ghar\\s+baithe\\s+(?:paise\\s+)?(?:kamaye[n]?|kamaaye[n]?|kamao|kamai)'),
        word('roz(?:ana)?\\s+(?:paise\\s+)?kamao'),
      ],
      te: ['ఇంటి\\s*నుండి\\s*(?:రోజూ\\s*)?సంపాదించ', 'ఇంట్లో\\s*ఉండి\\s*సంపాదించ', 'రోజూ\\s*సంపాదించండి'],
    },
  },
  {
    id: 'scam.likeVideos',
    kind: 'scamPattern',
    explanation:
      'Pays for liking videos, following pages or rating products, a known task scam that pays small sums at first and then asks for money.',
    patterns: {
      en: [
        word('(?:like|liking)\\s+(?:youtube\\s+|instagram\\s+)?(?:videos?|posts?|reels?)'),
        word(
          '(?:subscribe\\s+to|follow(?:ing)?)\\s+(?:youtube\\s+|instagram\\s+)?(?:channels?|pages?|accounts?)\\s+(?:and|to)\\s+earn',
        ),
        word('(?:rate|rating|review(?:ing)?)\\s+(?:products?|hotels?|movies?)\\s+(?:and|to)\\s+earn'),
      ],
      hi: ['(?:वीडियो|यूट्यूब\\s*वीडियो|पोस्ट)\\s*(?:को\\s*)?लाइक\\s*(?:करें|करके|करो|करने)'],
      hiLatn: [
        word('(?:video|post)\\s+like\\s+(?:karke|karo|karein|karne)'),
        word('like\\s+karo\\s+aur\\s+kamao'),
      ],
      te: ['(?:వీడియోలు|వీడియో|పోస్టులు)\\s*లైక్\\s*(?:చేయండి|చేసి|చేస్తే)', 'లైక్\\s*చేసి\\s*సంపాదించ'],
    },
  },
  {
    id: 'minors.unsafeWork',
    kind: 'minors',
    onlyWhenOpenToMinors: true,
    explanation:
      'Describes work not safe for workers under 18 (night work, riding a two-wheeler, hazardous work), but the job is open to them. Under Eligibility, say the work is unsafe for minors, or set the minimum age to 18.',
    patterns: {
      en: [
        word('night\\s+(?:shifts?|duty|work)'),
        word('overnight|late\\s+night|midnight'),
        word(
          '(?:bike|scooter|motorcycle|two[\\s-]?wheeler)\\s+(?:delivery|deliveries|riders?|required|needed)',
        ),
        word('(?:own|your)\\s+(?:bike|scooter|motorcycle|two[\\s-]?wheeler)'),
        word('driving\\s+licen[cs]e'),
        word('(?:construction\\s+sites?|chemicals?|welding|heavy\\s+machinery|fireworks)'),
      ],
      hi: [
        '(?:नाइट|रात\\s*की)\\s*(?:शिफ्ट|ड्यूटी)',
        '(?:बाइक|स्कूटर|दोपहिया)\\s*(?:से\\s*)?(?:डिलीवरी|चलानी|चाहिए)',
        'ड्राइविंग\\s*लाइसेंस',
        'निर्माण\\s*स्थल',
        'रसायन',
      ],
      hiLatn: [word('raat\\s+(?:ki\\s+)?(?:shift|duty)'), word('(?:apni|khud\\s+ki)\\s+(?:bike|scooty)')],
      te: [
        '(?:నైట్|రాత్రి)\\s*(?:షిఫ్ట్|డ్యూటీ)',
        '(?:బైక్|స్కూటర్|టూ\\s*వీలర్|ద్విచక్ర\\s*వాహన)\\S*\\s*(?:డెలివరీ|అవసరం|ఉండాలి)',
        'డ్రైవింగ్\\s*లైసెన్స్',
        'నిర్మాణ\\s*స్థల',
        'రసాయనాల',
      ],
    },
  },
];

/**
 * The pay rules' limits, by the pay's rupees an hour (the month's estimate over the schedule's hours:
 * job-earnings.ts). The floor is the national floor-level minimum wage (₹178 a day of 8 hours) for jobs and
 * gigs; an internship's stipend is not a wage, and only a token one is flagged. Above the ceiling the pay is
 * implausible for the hours a student works, the lure of task scams.
 */
export const PAY_LIMITS = {
  floorPerHour: { JOB: 22, GIG: 22, INTERNSHIP: 6 },
  ceilingPerHour: 800,
} as const;

export interface PayRule {
  id: 'pay.belowFloor' | 'pay.implausiblyHigh';
  kind: 'pay';
  explanation: string;
}

export const PAY_RULES: readonly PayRule[] = [
  {
    id: 'pay.belowFloor',
    kind: 'pay',
    explanation: `Pays less an hour than the floor for its type of work (₹${PAY_LIMITS.floorPerHour.JOB} an hour for a job or gig, the national floor wage; ₹${PAY_LIMITS.floorPerHour.INTERNSHIP} for an internship). Check the amount and what it is paid for.`,
  },
  {
    id: 'pay.implausiblyHigh',
    kind: 'pay',
    explanation: `Pays more than ₹${PAY_LIMITS.ceilingPerHour} an hour for the hours it asks: pay far above the work is how task and investment scams lure students. Check the amount and what it is paid for.`,
  },
];

export type RuleId = (typeof TEXT_RULES)[number]['id'] | PayRule['id'];

/** Every rule's id, kind and explanation, by id. */
export const RULES: ReadonlyMap<string, { id: string; kind: RuleKind; explanation: string }> = new Map(
  [...TEXT_RULES, ...PAY_RULES].map((rule) => [rule.id, rule]),
);
