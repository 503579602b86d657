import { Button, Label, makeStyles, Select, Tooltip, tokens, useId } from '@fluentui/react-components';
import { ArrowNextRegular } from '@fluentui/react-icons/svg/arrow-next';
import { ArrowPreviousRegular } from '@fluentui/react-icons/svg/arrow-previous';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { type ReactElement, useEffect } from 'react';
import { MAX_LAST_PAGE_STEPS, PAGE_SIZES, type Pager } from '#web/lib/pager';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    paddingTop: tokens.spacingVerticalM,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  select: { minWidth: '84px' },
  page: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** What the paginator needs to know of the page on screen (an SWR answer). */
export interface LoadedPage {
  data?: { cursor?: string };
  error?: unknown;
  isLoading: boolean;
}

/**
 * Takes the pager to the last page one page at a time, as each page arrives (see MAX_LAST_PAGE_STEPS): every page
 * goes through the table's own data hook, so none is asked for twice and a failure stops the walk.
 */
function useWalkToLastPage(pager: Pager, page: LoadedPage) {
  const { seeking, seekSteps, seekStep, seekEnd } = pager;
  const { data, error } = page;
  useEffect(() => {
    if (!seeking) return;
    if (error) {
      seekEnd();
      return;
    }
    if (!data) return;
    if (data.cursor && seekSteps < MAX_LAST_PAGE_STEPS) seekStep(data.cursor);
    else seekEnd();
  }, [seeking, seekSteps, data, error, seekStep, seekEnd]);
}

function PageButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button appearance="subtle" icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/**
 * The admin tables' paginator (spec section 9): rows per page 10, 20, 50 or 100, the page number, and first,
 * previous, next and last page. The server answers no total, so the page reads "Page 3", and "Page 3 of 3"
 * once the last page is on screen.
 */
export function Paginator({ label, pager, page }: { label: string; pager: Pager; page: LoadedPage }) {
  const styles = useStyles();
  const sizeId = useId('page-size');
  useWalkToLastPage(pager, page);

  const busy = pager.seeking || page.isLoading;
  const nextCursor = page.data?.cursor;
  const isLast = Boolean(page.data) && !nextCursor && !page.error;
  const number = pager.index + 1;
  return (
    <nav className={styles.root} aria-label={`${label} pages`}>
      <div className={styles.size}>
        <Label htmlFor={sizeId}>Items per page</Label>
        <Select
          id={sizeId}
          className={styles.select}
          value={String(pager.pageSize)}
          onChange={(_, data) => pager.setPageSize(Number(data.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      {/* Quiet while walking to the last page, so a screen reader hears only where the walk ends. */}
      <span className={styles.page} aria-live={pager.seeking ? 'off' : 'polite'}>
        {isLast ? `Page ${number} of ${number}` : `Page ${number}`}
      </span>
      <div className={styles.buttons}>
        <PageButton
          label="First page"
          icon={<ArrowPreviousRegular />}
          disabled={busy || pager.index === 0}
          onClick={pager.first}
        />
        <PageButton
          label="Previous page"
          icon={<ChevronLeftRegular />}
          disabled={busy || pager.index === 0}
          onClick={pager.previous}
        />
        <PageButton
          label="Next page"
          icon={<ChevronRightRegular />}
          disabled={busy || !nextCursor}
          onClick={() => nextCursor && pager.next(nextCursor)}
        />
        <PageButton
          label="Last page"
          icon={<ArrowNextRegular />}
          disabled={busy || !nextCursor}
          onClick={pager.seekLast}
        />
      </div>
    </nav>
  );
}
