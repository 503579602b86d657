/**
 * What a worker is told when a grievance gets a reply, in the language they wrote in: that
 * there is a reply to the concern (its reference) and where to read it. Neither the SMS nor the e-mail holds
 * the reply itself or any other personal data: the reply is read in the Privacy section, signed in.
 */
import type { SiteLanguage } from '#shared/domain/codes';

const SMS: Record<SiteLanguage, (reference: string) => string> = {
  en: (reference) =>
    `Earnlearn: your privacy concern ${reference} has a reply. Read it in Profile > Privacy.`,
  hi: (reference) => `Earnlearn: आपकी निजता संबंधी शिकायत ${reference} का उत्तर आया है। प्रोफ़ाइल > निजता में पढ़ें।`,
  te: (reference) => `Earnlearn: మీ గోప్యత ఫిర్యాదు ${reference}కు జవాబు వచ్చింది. ప్రొఫైల్ > గోప్యతలో చదవండి.`,
};

export function grievanceReplySms(language: SiteLanguage, reference: string): string {
  return SMS[language](reference);
}

interface EmailText {
  subject: string;
  lines: (reference: string, profileUrl: string | undefined) => string[];
}

const EMAIL: Record<SiteLanguage, EmailText> = {
  en: {
    subject: 'A reply to your privacy concern',
    lines: (reference, url) => [
      'Hello,',
      `Your privacy concern ${reference} on Earnlearn has a reply.`,
      url
        ? `Sign in and open ${url} (the Privacy section) to read it.`
        : 'Sign in to Earnlearn and open Profile > Privacy to read it.',
      'Earnlearn',
    ],
  },
  hi: {
    subject: 'आपकी निजता संबंधी शिकायत का उत्तर',
    lines: (reference, url) => [
      'नमस्ते,',
      `Earnlearn पर आपकी निजता संबंधी शिकायत ${reference} का उत्तर आया है।`,
      url
        ? `पढ़ने के लिए साइन इन करें और ${url} (निजता भाग) खोलें।`
        : 'पढ़ने के लिए Earnlearn में साइन इन करें और प्रोफ़ाइल > निजता खोलें।',
      'Earnlearn',
    ],
  },
  te: {
    subject: 'మీ గోప్యత ఫిర్యాదుకు జవాబు',
    lines: (reference, url) => [
      'నమస్తే,',
      `Earnlearnలో మీ గోప్యత ఫిర్యాదు ${reference}కు జవాబు వచ్చింది.`,
      url ? `చదవడానికి సైన్ ఇన్ చేసి ${url} (గోప్యత విభాగం) తెరవండి.` : 'చదవడానికి Earnlearnలో సైన్ ఇన్ చేసి ప్రొఫైల్ > గోప్యత తెరవండి.',
      'Earnlearn',
    ],
  },
};

export function grievanceReplyEmail(
  language: SiteLanguage,
  reference: string,
  profileUrl: string | undefined,
): { subject: string; lines: string[] } {
  const text = EMAIL[language];
  return { subject: text.subject, lines: text.lines(reference, profileUrl) };
}
