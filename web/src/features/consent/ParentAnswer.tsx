import { Button, Checkbox, Field, Input, makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { parentDobSchema } from '#shared/domain/rules';
import { todayIso } from '#web/components/fields/PersonalFields';
import { NoticeSummary } from '#web/components/privacy/NoticeSummary';
import { PRODUCT_NAME } from '#web/content/site';
import { translateRuleMessage } from '#web/lib/forms';
import { chooseLanguage, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT } from '#web/lib/i18n';
import { useTypography } from '#web/lib/typography';
import { answerParentRequest } from './api/answer-parent-request';
import type { ParentRequest } from './api/get-parent-request';
import { type ParentStop, useParentSubmit } from './link-errors';
import { useParentPageStyles } from './styles';

export type ParentDecision = 'consent' | 'refuse';

const useStyles = makeStyles({
  languages: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: { float: 'left', marginRight: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  boxes: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface ParentAnswerProps {
  request: ParentRequest;
  token: string;
  onAnswered: (decision: ParentDecision) => void;
  onStop: (stop: ParentStop) => void;
  /**
   * Asks the parent to confirm the refusal (the page's dialog, which outlives this form: a dialog removed while
   * it closes would leave the page hidden from screen readers); `refuse` runs once confirmed.
   */
  confirmRefusal: (refuse: () => void) => void;
}

/**
 * The verified parent's part: the notice in short in the language they choose, the declaration (parent or
 * lawful guardian, and 18 or older by their date of birth), then "I consent" (with an optional, unticked box
 * for SMS updates) or "I refuse", confirmed first as it erases the child's account.
 */
export function ParentAnswer({ request, token, onAnswered, onStop, confirmRefusal }: ParentAnswerProps) {
  const styles = useStyles();
  const page = useParentPageStyles();
  const type = useTypography();
  const t = useT();
  const language = useLanguage();
  const [declared, setDeclared] = useState(false);
  const [parentDob, setParentDob] = useState('');
  const [dobTouched, setDobTouched] = useState(false);
  const [smsUpdates, setSmsUpdates] = useState(false);
  const { busy, problem, submit } = useParentSubmit(onStop);
  const dobResult = parentDobSchema.safeParse(parentDob);
  const dobIssue = dobResult.success ? undefined : dobResult.error.issues[0]?.message;
  const ready = declared && dobResult.success;
  const name = request.workerName;

  const answer = (decision: ParentDecision) =>
    submit(
      undefined,
      ready &&
        (async () => {
          await answerParentRequest({
            token,
            decision,
            declaration: true,
            parentDob,
            smsUpdates: decision === 'consent' && smsUpdates,
            noticeVersion: request.noticeVersion,
            language,
          });
          onAnswered(decision);
        }),
    );

  return (
    <div className={page.stack}>
      <section className={page.stack} aria-labelledby="parent-notice-title">
        <h2 id="parent-notice-title" className={type.sectionTitle}>
          {t('parentPage.noticeTitle', { name, product: PRODUCT_NAME })}
        </h2>
        <fieldset className={styles.languages}>
          <legend className={styles.legend}>{t('language.label')}</legend>
          {LANGUAGES.map((code) => (
            <ToggleButton
              key={code}
              lang={code}
              checked={code === language}
              onClick={() => void chooseLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </ToggleButton>
          ))}
        </fieldset>
        <p className={type.body}>{t('parentPage.why', { name, product: PRODUCT_NAME })}</p>
        <NoticeSummary />
      </section>
      <section className={page.stack} aria-labelledby="parent-answer-title">
        <h2 id="parent-answer-title" className={type.sectionTitle}>
          {t('parentPage.answerTitle')}
        </h2>
        <Checkbox
          required
          checked={declared}
          onChange={(_e, data) => setDeclared(data.checked === true)}
          label={t('parentPage.declaration', { name })}
        />
        <Field
          label={t('parentPage.dob')}
          required
          validationMessage={dobTouched && dobIssue ? translateRuleMessage(dobIssue) : undefined}
        >
          <Input
            type="date"
            value={parentDob}
            max={todayIso()}
            onChange={(_e, data) => setParentDob(data.value)}
            onBlur={() => setDobTouched(true)}
          />
        </Field>
        <div className={styles.boxes}>
          <Checkbox
            checked={smsUpdates}
            onChange={(_e, data) => setSmsUpdates(data.checked === true)}
            label={t('parentPage.smsBox', { name })}
          />
        </div>
        {problem ? (
          <p className={page.error} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={page.actions}>
          <Button
            appearance="primary"
            size="large"
            disabled={!ready || busy}
            onClick={() => void answer('consent')}
          >
            {t('parentPage.consent')}
          </Button>
          <Button
            appearance="secondary"
            size="large"
            disabled={!ready || busy}
            onClick={() => confirmRefusal(() => void answer('refuse'))}
          >
            {t('parentPage.refuse')}
          </Button>
        </div>
      </section>
    </div>
  );
}
