import { makeStyles, tokens } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons/svg/local-language';
import {
  chooseLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  useLanguage,
  useT,
} from '#web/lib/i18n';

/** What the closed switch shows: short, so the header fits a 360 px phone with the name or LOGIN beside it. */
const SHORT_NAMES: Record<Language, string> = { en: 'EN', hi: 'हि', te: 'తె' };

const useStyles = makeStyles({
  root: {
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    boxSizing: 'border-box',
    height: '40px',
    minWidth: '44px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    ':focus-within': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  // On the narrowest phones the globe gives way, so the logo, the switch and LOGIN (or the name) fit one row.
  icon: {
    fontSize: '20px',
    color: tokens.colorBrandForeground1,
    '@media (max-width: 400px)': { display: 'none' },
  },
  // The real control, over the whole box and invisible: it takes the taps and the keyboard, screen readers
  // announce it with its label and the full name of the language, and the phone opens its own picker.
  select: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    opacity: 0,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase300,
  },
});

interface LanguageSwitchProps {
  /** Called after the worker picks a language (the account remembers it when someone is signed in). */
  onChosen?: (language: Language) => void;
}

/**
 * The header's language switch: a native select listing each language by its own name, so a reader finds
 * theirs whatever the page is in; closed, it shows a globe and a short name.
 */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps) {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  return (
    <span className={styles.root}>
      <LocalLanguageRegular className={styles.icon} aria-hidden="true" />
      <span aria-hidden="true" lang={language}>
        {SHORT_NAMES[language]}
      </span>
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
    </span>
  );
}
