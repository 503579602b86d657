/**
 * The notice an inactive worker gets 48 hours before their account is erased (DPDP Rules 2025, Rule 8(2)):
 * by SMS to the verified number, or by e-mail to the Google address without one, in the account's language
 * (English when none was chosen). It names nothing personal: the recipient knows whose account it is.
 * The SMS is a DLT text of its own in each language (SMS_RETENTION_TEMPLATE_ID, _HI, _TE), one segment in English (a Hindi or Telugu
 * text is sent as UCS-2, two parts at most).
 */
import type { SiteLanguage } from '#shared/domain/codes';

export const RETENTION_SMS: Record<SiteLanguage, string> = {
  en: 'Earnlearn: you have not signed in for 3 years. Your account and data will be erased in 48 hours. Sign in to keep it.',
  hi: 'Earnlearn: आपने 3 साल से साइन इन नहीं किया है। आपका खाता और डेटा 48 घंटे में मिटा दिया जाएगा। रखने के लिए साइन इन करें।',
  te: 'Earnlearn: మీరు 3 సంవత్సరాలుగా సైన్ ఇన్ చేయలేదు. మీ ఖాతా, డేటా 48 గంటల్లో తొలగించబడుతుంది. ఉంచుకోవడానికి సైన్ ఇన్ చేయండి.',
};

export const RETENTION_EMAIL: Record<SiteLanguage, { subject: string; text: string }> = {
  en: {
    subject: 'Your Earnlearn account will be erased in 48 hours',
    text: 'You have not signed in to Earnlearn for 3 years. As our privacy notice says, your account and everything we hold about you will be erased in 48 hours. To keep your account, sign in before then. If you do nothing, it is erased and this is the last message we send you.',
  },
  hi: {
    subject: 'आपका Earnlearn खाता 48 घंटे में मिटा दिया जाएगा',
    text: 'आपने 3 साल से Earnlearn में साइन इन नहीं किया है। हमारी निजता सूचना के अनुसार, आपका खाता और आपके बारे में हमारे पास मौजूद सब कुछ 48 घंटे में मिटा दिया जाएगा। अपना खाता रखने के लिए उससे पहले साइन इन करें। अगर आप कुछ नहीं करते, तो यह मिटा दिया जाएगा और यह हमारा आखिरी संदेश है।',
  },
  te: {
    subject: 'మీ Earnlearn ఖాతా 48 గంటల్లో తొలగించబడుతుంది',
    text: 'మీరు 3 సంవత్సరాలుగా Earnlearnలో సైన్ ఇన్ చేయలేదు. మా గోప్యతా నోటీసు ప్రకారం, మీ ఖాతా మరియు మీ గురించి మా వద్ద ఉన్నదంతా 48 గంటల్లో తొలగించబడుతుంది. మీ ఖాతాను ఉంచుకోవడానికి ఆ లోపు సైన్ ఇన్ చేయండి. మీరు ఏమీ చేయకపోతే, అది తొలగించబడుతుంది, ఇదే మేము పంపే చివరి సందేశం.',
  },
};
