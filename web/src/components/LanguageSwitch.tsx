import { makeStyles, tokens } from '@fluentui/react-components';
import {
  chooseLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  useLanguage,
  useT,
} from '#web/lib/i18n';

const useStyles = makeStyles({
  select: {
    boxSizing: 'border-box',
    height: '40px',
    maxWidth: '120px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
});

interface LanguageSwitchProps {
  /** Called after the worker picks a language (the account remembers it when someone is signed in). */
  onChosen?: (language: Language) => void;
}

/**
 * The header's language switch: each language by its own name, so a reader finds theirs whatever the page is
 * in. A native select: compact at 360 px, and the phone's own picker opens it.
 */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  return (
    <select
      className={styles.select}
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => {
        const chosen = event.target.value;
        if (!isLanguage(chosen)) return;
        void chooseLanguage(chosen);
        onChosen?.(chosen);
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
