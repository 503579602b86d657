/**
 * The signed-in worker's profile, with short-lived links to the uploaded documents (spec section 3:
 * PANCARD_LOCATION and ID_CARD_LOCATION are links) and their keys, which updateProfile takes back to keep them;
 * the PDF resume (saveResume) by its name, date and a link; beside them the sections that present the worker
 * (`sections`, decision 580).
 */

import { documentLink } from '#features/documents/documents';
import * as profileSections from '#lib/db/profile-sections';
import { endpoint } from '#lib/http/endpoint';
import { getProfile } from '#shared/api/worker';

export const handler = endpoint(getProfile, async (_input, { account: worker }) => {
  const resumeKey = worker.RESUME_KEY ?? '';
  const [panCardLink, idCardLink, resumeLink, sections] = await Promise.all([
    documentLink(worker.PANCARD_KEY),
    documentLink(worker.ID_CARD_KEY),
    documentLink(resumeKey),
    profileSections.get(worker.ID),
  ]);
  return {
    data: {
      NAME: worker.NAME,
      MOBILE_NUMBER: worker.MOBILE_NUMBER,
      EMAIL: worker.EMAIL,
      GENDER: worker.GENDER,
      DOB: worker.DOB,
      LANGUAGES: worker.LANGUAGES.join(', '),
      LOCATION: worker.LOCATION,
      EDUCATION_LEVEL: worker.EDUCATION_LEVEL,
      COLLEGE_NAME: worker.COLLEGE_NAME,
      PANCARD_LOCATION: panCardLink,
      ID_CARD_LOCATION: idCardLink,
      PANCARD_KEY: worker.PANCARD_KEY,
      ID_CARD_KEY: worker.ID_CARD_KEY,
      ...(resumeKey
        ? {
            RESUME: {
              NAME: worker.RESUME_NAME ?? '',
              UPLOADED_AT: worker.RESUME_AT ?? '',
              LINK: resumeLink,
            },
          }
        : {}),
    },
    ...(sections ? { sections } : {}),
  };
});
