/**
 * The port postJob drafts a job's Hindi and Telugu texts through, like the SMS and e-mail ports of
 * lib/messaging: `amazon` sends each text to Amazon Translate (TranslateText); the local stand-in translates
 * nothing. There is no local Translate, and a stand-in that pretended to translate (the English copied, or a
 * marked "[hi] ..." text) would put text no worker can use into the twin's jobs and search: so locally a posted
 * job carries only the texts a person wrote in the form, and the demo jobs carry real ones (infra/local/demo-data).
 * `off` is the stage's switch (`jobTranslation: "off"`, docs/operations.md): no drafts, no Translate cost.
 * The same port translates a thread's message on demand (issue 39, decision 606): from the language its script
 * shows to the reader's; the stand-in translates nothing there either, and the screen says so.
 */
import { TranslateTextCommand } from '@aws-sdk/client-translate';
import type { SiteLanguage } from '#shared/domain/codes';
import type { JobTextLanguage } from '#shared/domain/job-texts';
import { translate } from '../clients/translate';
import { readVariable } from '../config';

export interface Translator {
  /** Who translates: shown in logs, and `none` when the port drafts nothing. */
  readonly kind: 'amazon' | 'none';
  /** The texts in `language`, in their order; undefined where the port drafts nothing. */
  translate(texts: readonly string[], language: JobTextLanguage): Promise<string[] | undefined>;
  /** One text from `from` to `to` (each en, hi or te); undefined where the port translates nothing. */
  translateOne(text: string, from: SiteLanguage, to: SiteLanguage): Promise<string | undefined>;
}

/** Amazon Translate, English to `language`, every text at once (one TranslateText each, in parallel). */
export const amazonTranslator: Translator = {
  kind: 'amazon',
  async translate(texts, language) {
    return Promise.all(
      texts.map(async (text) => {
        const answer = await translate.send(
          new TranslateTextCommand({ Text: text, SourceLanguageCode: 'en', TargetLanguageCode: language }),
        );
        return answer.TranslatedText ?? '';
      }),
    );
  },
  async translateOne(text, from, to) {
    const answer = await translate.send(
      new TranslateTextCommand({ Text: text, SourceLanguageCode: from, TargetLanguageCode: to }),
    );
    return answer.TranslatedText ?? '';
  },
};

/** The twin's and the tests' stand-in, and the stage's `off`: no drafts (see above). */
export const noTranslator: Translator = {
  kind: 'none',
  async translate() {
    return undefined;
  },
  async translateOne() {
    return undefined;
  },
};

/** The port as this function is configured (JOB_TRANSLATION). */
export function configuredTranslator(): Translator {
  return readVariable('JOB_TRANSLATION') === 'amazon' ? amazonTranslator : noTranslator;
}
