/**
 * The short list of skills a job may ask for, each named in English, Hindi and Telugu: the posting form
 * offers it, a job stores the codes, and the worker's profile is to offer the same list, so a job's skills and
 * a worker's can be matched by code whatever language each reads. A code is never renamed or reused (stored
 * jobs hold it); a new skill is added at the end.
 */
import type { JobTextLanguage } from './job-texts';

export const SKILL_CODES = [
  'DRIVING_TWO_WHEELER',
  'DELIVERY',
  'CUSTOMER_SERVICE',
  'SALES',
  'DATA_ENTRY',
  'COMPUTER_BASICS',
  'TEACHING',
  'COOKING',
  'CLEANING',
  'EVENT_SUPPORT',
  'PACKING',
  'PHONE_CALLS',
  'SOCIAL_MEDIA',
  'ENGLISH_SPEAKING',
] as const;
export type SkillCode = (typeof SKILL_CODES)[number];

/** The most skills one job may ask for. */
export const MAX_JOB_SKILLS = 8;

export const skillLabels: Record<'en' | JobTextLanguage, Record<SkillCode, string>> = {
  en: {
    DRIVING_TWO_WHEELER: 'Riding a two-wheeler',
    DELIVERY: 'Delivery',
    CUSTOMER_SERVICE: 'Customer service',
    SALES: 'Sales',
    DATA_ENTRY: 'Data entry',
    COMPUTER_BASICS: 'Computer basics',
    TEACHING: 'Teaching and tutoring',
    COOKING: 'Cooking',
    CLEANING: 'Cleaning',
    EVENT_SUPPORT: 'Event support',
    PACKING: 'Packing',
    PHONE_CALLS: 'Phone calls',
    SOCIAL_MEDIA: 'Social media',
    ENGLISH_SPEAKING: 'Speaking English',
  },
  hi: {
    DRIVING_TWO_WHEELER: 'दोपहिया चलाना',
    DELIVERY: 'डिलीवरी',
    CUSTOMER_SERVICE: 'ग्राहक सेवा',
    SALES: 'बिक्री',
    DATA_ENTRY: 'डेटा एंट्री',
    COMPUTER_BASICS: 'कंप्यूटर की बुनियादी जानकारी',
    TEACHING: 'पढ़ाना और ट्यूशन',
    COOKING: 'खाना बनाना',
    CLEANING: 'सफ़ाई',
    EVENT_SUPPORT: 'इवेंट में सहायता',
    PACKING: 'पैकिंग',
    PHONE_CALLS: 'फ़ोन कॉल',
    SOCIAL_MEDIA: 'सोशल मीडिया',
    ENGLISH_SPEAKING: 'अंग्रेज़ी बोलना',
  },
  te: {
    DRIVING_TWO_WHEELER: 'ద్విచక్ర వాహనం నడపడం',
    DELIVERY: 'డెలివరీ',
    CUSTOMER_SERVICE: 'కస్టమర్ సేవ',
    SALES: 'అమ్మకాలు',
    DATA_ENTRY: 'డేటా ఎంట్రీ',
    COMPUTER_BASICS: 'కంప్యూటర్ ప్రాథమికాలు',
    TEACHING: 'బోధన మరియు ట్యూషన్',
    COOKING: 'వంట',
    CLEANING: 'శుభ్రపరచడం',
    EVENT_SUPPORT: 'ఈవెంట్ సహాయం',
    PACKING: 'ప్యాకింగ్',
    PHONE_CALLS: 'ఫోన్ కాల్స్',
    SOCIAL_MEDIA: 'సోషల్ మీడియా',
    ENGLISH_SPEAKING: 'ఇంగ్లీష్ మాట్లాడటం',
  },
};

/** A skill's name in a language (English where the language is not one of the three). */
export function skillLabel(code: SkillCode, language: string): string {
  const labels = skillLabels[language as 'en' | JobTextLanguage] ?? skillLabels.en;
  return labels[code];
}
