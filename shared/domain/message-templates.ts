/**
 * The hiring side's templates for an application's thread (issue 39): interview details, the documents needed,
 * and "not selected" with a reason from a short list, each in English, Hindi and Telugu. A template fills the
 * message box; the reviewer completes the [bracketed] parts and sends it as any message (so the rules of
 * messages read it too). Job titles are passed in as the job has them; the templates hold no markup (< >).
 */
import type { SiteLanguage } from './codes';

export const MESSAGE_TEMPLATES = ['interviewDetails', 'documentsNeeded', 'notSelected'] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** Why an applicant was not selected: the short list a rejection's message names one of. */
export const NOT_SELECTED_REASONS = [
  'positionFilled',
  'requirementsNotMet',
  'availability',
  'location',
  'manyApplicants',
] as const;
export type NotSelectedReason = (typeof NOT_SELECTED_REASONS)[number];

/** Each template and reason by name, for the reviewer's pickers (English: the staff screens are). */
export const TEMPLATE_NAMES: Record<MessageTemplate, string> = {
  interviewDetails: 'Interview details',
  documentsNeeded: 'Documents needed',
  notSelected: 'Not selected, with a reason',
};
export const REASON_NAMES: Record<NotSelectedReason, string> = {
  positionFilled: 'The position has been filled',
  requirementsNotMet: 'The requirements are not met',
  availability: 'The hours or dates do not fit',
  location: 'The place of work does not fit',
  manyApplicants: 'Many applicants; others matched more closely',
};

const REASONS: Record<SiteLanguage, Record<NotSelectedReason, string>> = {
  en: {
    positionFilled: 'the position has already been filled',
    requirementsNotMet: 'your profile does not yet meet the requirements of this job',
    availability: 'the hours or dates you are available do not fit this job',
    location: 'the place of work does not suit your location',
    manyApplicants: 'we had many applicants, and others matched the job more closely',
  },
  hi: {
    positionFilled: 'यह पद पहले ही भर चुका है',
    requirementsNotMet: 'आपकी प्रोफ़ाइल अभी इस नौकरी की ज़रूरतें पूरी नहीं करती',
    availability: 'आपके उपलब्ध घंटे या तारीखें इस नौकरी से मेल नहीं खातीं',
    location: 'काम की जगह आपके स्थान के अनुकूल नहीं है',
    manyApplicants: 'बहुत से आवेदन आए, और दूसरे आवेदक इस नौकरी से ज़्यादा मेल खाते थे',
  },
  te: {
    positionFilled: 'ఈ స్థానం ఇప్పటికే భర్తీ అయింది',
    requirementsNotMet: 'మీ ప్రొఫైల్ ఇంకా ఈ ఉద్యోగ అర్హతలకు సరిపోలేదు',
    availability: 'మీరు అందుబాటులో ఉండే సమయాలు లేదా తేదీలు ఈ ఉద్యోగానికి సరిపోవు',
    location: 'పని చేసే ప్రదేశం మీ ప్రాంతానికి అనుకూలంగా లేదు',
    manyApplicants: 'చాలా దరఖాస్తులు వచ్చాయి, ఇతరులు ఈ ఉద్యోగానికి ఎక్కువగా సరిపోయారు',
  },
};

const TEXTS: Record<SiteLanguage, Record<MessageTemplate, (title: string, reason: string) => string>> = {
  en: {
    interviewDetails: (title) =>
      `Hello, thank you for applying for ${title}. We would like to meet you for an interview on [day] at [time] IST, at [address or video link]. Please reply here to confirm, or ask for another time. The interview is free: you never pay anything to apply or to be interviewed.`,
    documentsNeeded: (title) =>
      `Hello, for your application for ${title}, please keep these documents ready: [your college ID card, a recent photograph, ...]. Bring them to the interview or upload them in your Earnlearn profile. Never send documents or money to anyone outside Earnlearn.`,
    notSelected: (title, reason) =>
      `Thank you for applying for ${title}. We are sorry to tell you that you were not selected this time: ${reason}. We wish you the best, and hope you apply for our other jobs.`,
  },
  hi: {
    interviewDetails: (title) =>
      `नमस्ते, ${title} के लिए आवेदन करने के लिए धन्यवाद। हम आपसे [दिन] को [समय] IST पर [पता या वीडियो लिंक] पर इंटरव्यू के लिए मिलना चाहेंगे। पुष्टि करने या कोई दूसरा समय माँगने के लिए यहीं उत्तर दें। इंटरव्यू मुफ़्त है: आवेदन या इंटरव्यू के लिए आपको कभी कुछ भी भुगतान नहीं करना होता।`,
    documentsNeeded: (title) =>
      `नमस्ते, ${title} के आपके आवेदन के लिए कृपया ये दस्तावेज़ तैयार रखें: [आपका कॉलेज आईडी कार्ड, हाल की फ़ोटो, ...]। इन्हें इंटरव्यू में लाएँ या अपनी Earnlearn प्रोफ़ाइल में अपलोड करें। Earnlearn के बाहर किसी को भी दस्तावेज़ या पैसे कभी न भेजें।`,
    notSelected: (title, reason) =>
      `${title} के लिए आवेदन करने के लिए धन्यवाद। हमें खेद है कि इस बार आपका चयन नहीं हुआ: ${reason}। आपको शुभकामनाएँ, और आशा है कि आप हमारी दूसरी नौकरियों के लिए आवेदन करेंगे।`,
  },
  te: {
    interviewDetails: (title) =>
      `నమస్తే, ${title} కు దరఖాస్తు చేసినందుకు ధన్యవాదాలు. [రోజు] న [సమయం] IST కు [చిరునామా లేదా వీడియో లింక్] వద్ద ఇంటర్వ్యూ కోసం మిమ్మల్ని కలవాలనుకుంటున్నాము. నిర్ధారించడానికి లేదా వేరే సమయం అడగడానికి ఇక్కడే జవాబు ఇవ్వండి. ఇంటర్వ్యూ ఉచితం: దరఖాస్తుకు లేదా ఇంటర్వ్యూకు మీరు ఎప్పుడూ ఏమీ చెల్లించనవసరం లేదు.`,
    documentsNeeded: (title) =>
      `నమస్తే, ${title} కు మీ దరఖాస్తు కోసం దయచేసి ఈ పత్రాలు సిద్ధంగా ఉంచుకోండి: [మీ కాలేజీ ఐడీ కార్డు, ఇటీవలి ఫోటో, ...]. వాటిని ఇంటర్వ్యూకు తీసుకురండి లేదా మీ Earnlearn ప్రొఫైల్‌లో అప్‌లోడ్ చేయండి. Earnlearn బయట ఎవరికీ పత్రాలు లేదా డబ్బు ఎప్పుడూ పంపవద్దు.`,
    notSelected: (title, reason) =>
      `${title} కు దరఖాస్తు చేసినందుకు ధన్యవాదాలు. ఈసారి మీరు ఎంపిక కాలేదని తెలియజేయడానికి చింతిస్తున్నాము: ${reason}. మీకు శుభాకాంక్షలు, మా ఇతర ఉద్యోగాలకు దరఖాస్తు చేస్తారని ఆశిస్తున్నాము.`,
  },
};

/** The text of `template` in `language` for the job `title` (a not-selected one names `reason`). */
export function templateText(
  template: MessageTemplate,
  language: SiteLanguage,
  title: string,
  reason: NotSelectedReason = 'positionFilled',
): string {
  return TEXTS[language][template](title, REASONS[language][reason]);
}
