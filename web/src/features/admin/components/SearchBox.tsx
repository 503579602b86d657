import { SearchBox as FluentSearchBox, Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
  },
  box: { width: '100%', maxWidth: '360px' },
});

/** How long typing pauses before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;
/** The list endpoints take at most 100 characters of search text. */
const SEARCH_MAX_LENGTH = 100;

interface SearchBoxProps {
  /** Says what is searched, for screen readers (e.g. 'Search HR employees'); the visible label is 'Search'. */
  label: string;
  /** Kept stable (the pager's `setSearch`), so a re-render does not restart the pause. */
  onSearch: (text: string) => void;
  /** The text the box opens with (the list's search kept in its URL, so going back finds it again). */
  initialText?: string;
}

/**
 * An admin table's Search box. The server does the matching, so the text goes to `onSearch` once typing pauses
 * (or at once on Enter, or when cleared); the pager trims and lowercases it and goes back to the first page.
 */
export function SearchBox({ label, onSearch, initialText = '' }: SearchBoxProps) {
  const styles = useStyles();
  const inputId = useId('search');
  const [text, setText] = useState(initialText);

  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className={styles.root}>
      <Label htmlFor={inputId}>Search</Label>
      <FluentSearchBox
        id={inputId}
        className={styles.box}
        aria-label={label}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(_, data) => {
          setText(data.value);
          if (data.value === '') onSearch('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </div>
  );
}
