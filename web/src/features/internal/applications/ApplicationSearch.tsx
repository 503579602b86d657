import { Label, makeStyles, SearchBox, tokens, useId } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { normalizeSearch } from '#web/lib/pager';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  box: { width: '100%', maxWidth: '360px' },
  hint: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** How long typing pauses before the search goes to the server (as the admin's search boxes). */
export const SEARCH_DELAY_MS = 300;
/** getInternalDataById takes at most 100 characters of search text. */
const SEARCH_MAX_LENGTH = 100;

interface ApplicationSearchProps {
  /** The search in the URL (trimmed, lowercased): the box starts with it and follows Back and Forward. */
  value: string;
  /** Called with the trimmed, lowercased text once typing pauses (at once on Enter or when cleared). */
  onSearch: (text: string) => void;
}

/**
 * The search box of a job's applications: the server finds applicants by name, e-mail, mobile
 * number or city. Like the admin's SearchBox, but its text lives in the URL (`?search=`), so a reload, a shared
 * link or Back keeps it.
 */
export function ApplicationSearch({ value, onSearch }: ApplicationSearchProps) {
  const styles = useStyles();
  const inputId = useId('applications-search');
  const hintId = useId('applications-search-hint');
  const [text, setText] = useState(value);
  // Back or Forward changed the URL: the box shows its search.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (normalizeSearch(text) !== value) setText(value);
  }

  useEffect(() => {
    const next = normalizeSearch(text);
    if (next === value) return;
    const timer = window.setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search className={styles.root}>
      <Label htmlFor={inputId}>Search applicants</Label>
      <SearchBox
        id={inputId}
        className={styles.box}
        aria-describedby={hintId}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(_, data) => {
          setText(data.value);
          if (data.value === '') onSearch('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(normalizeSearch(text));
        }}
      />
      <span id={hintId} className={styles.hint}>
        Name, e-mail, mobile number or city
      </span>
    </search>
  );
}
