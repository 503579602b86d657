/**
 * The bell in a signed-in worker's header: a button whose name says how many notifications
 * are unread, opening the list of the newest, newest first, each in the reader's language and leading where it
 * belongs. Opening the list marks what it shows read (the count clears); "Mark all read" clears the "New" marks.
 *
 * Loaded as a chunk of its own only for a signed-in worker (Header.tsx), so a visitor's first load is unchanged.
 * The count is one small request (getUnreadNotifications), live (lib/live.ts): asked every 10 s while the page
 * is visible, again when it is shown, never while hidden, further apart after failures. While the list is open,
 * a count that goes up (something new came) brings the list again, quietly.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  tokens,
  useId,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons/svg/alert';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { Notification } from '#shared/api/notifications';
import { BELL_COUNT_SHOWN } from '#shared/domain/notifications';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { callApi } from '#web/lib/api';
import { formatDateTime } from '#web/lib/format';
import { useLanguage, useT } from '#web/lib/i18n';
import { liveOptions } from '#web/lib/live';
import { renderEntry } from './entry';

/** The SWR key of the unread count. */
export const UNREAD_KEY = 'getUnreadNotifications';

const useStyles = makeStyles({
  trigger: {
    position: 'relative',
    flexShrink: 0,
    minWidth: '40px',
    // On the narrowest phones the worker's name beside it needs the room: 32 px still makes a fair target.
    '@media (max-width: 400px)': { minWidth: '32px', paddingLeft: '0', paddingRight: '0' },
  },
  badge: {
    position: 'absolute',
    top: '0',
    right: '0',
    minWidth: '18px',
    height: '18px',
    padding: '0 4px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: '18px',
    textAlign: 'center',
  },
  surface: {
    width: 'min(380px, calc(100vw - 24px))',
    maxHeight: 'min(70vh, 560px)',
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  title: { margin: '0', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', margin: '0', padding: '0' },
  entry: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  unread: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorBrandBackground2 },
  newMark: { color: tokens.colorBrandForeground1, marginRight: tokens.spacingHorizontalXS },
  employer: { display: 'block', marginTop: tokens.spacingVerticalXXS },
  when: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  text: { margin: `${tokens.spacingVerticalS} 0` },
  problem: { margin: `${tokens.spacingVerticalS} 0`, color: tokens.colorPaletteRedForeground1 },
});

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; entries: Notification[] };

export function NotificationBell() {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const headingId = useId('bell');
  const { data: unread = 0, mutate } = useSWR(
    UNREAD_KEY,
    async () => (await callApi('getUnreadNotifications', {})).unread,
    liveOptions,
  );
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [markFailed, setMarkFailed] = useState(false);
  const surfaceRef = useRef<HTMLDivElement>(null);

  // The surface opens with a spinner, where nothing can take focus: once the list (or the failure's Try again)
  // shows, focus moves to its first control, so the keyboard is inside the list and the focus trap holds.
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!open || loaded.state === 'loading' || !surface || surface.contains(document.activeElement)) return;
    surface.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open, loaded]);

  const markRead = useCallback(
    async (body: { ids: string[] } | { all: true }) => {
      try {
        const answer = await callApi('markNotificationsRead', body);
        setMarkFailed(false);
        await mutate(answer.unread, { revalidate: false });
        return true;
      } catch {
        setMarkFailed(true);
        return false;
      }
    },
    [mutate],
  );

  // `quiet`: the list is open and something new came: no spinner, and a failure leaves the list shown.
  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setLoaded({ state: 'loading' });
      setMarkFailed(false);
      try {
        const answer = await callApi('getNotifications', {});
        // Shown as they were when opened: the unread ones keep their "New" mark for this look.
        setLoaded({ state: 'shown', entries: answer.data });
        const fresh = answer.data.filter((entry) => !entry.read).map((entry) => entry.id);
        if (fresh.length > 0) await markRead({ ids: fresh });
        else await mutate(answer.unread, { revalidate: false });
      } catch {
        if (!quiet) setLoaded({ state: 'failed' });
      }
    },
    [markRead, mutate],
  );

  // The count goes up while the list is open (opening it marked what it showed read): bring the new ones in.
  const seenUnread = useRef(unread);
  useEffect(() => {
    const grew = unread > seenUnread.current;
    seenUnread.current = unread;
    if (open && grew) void load(true);
  }, [open, unread, load]);

  async function markAll() {
    if (await markRead({ all: true }))
      setLoaded((now) =>
        now.state === 'shown'
          ? { state: 'shown', entries: now.entries.map((entry) => ({ ...entry, read: true })) }
          : now,
      );
  }

  const shown = Math.min(unread, BELL_COUNT_SHOWN);
  return (
    <Popover
      open={open}
      onOpenChange={(_event, data) => {
        setOpen(data.open);
        if (data.open) void load();
      }}
      positioning="below-end"
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          size="large"
          className={styles.trigger}
          icon={<AlertRegular />}
          aria-label={t('bell.label', { count: unread })}
        >
          {unread > 0 ? (
            <span className={styles.badge} aria-hidden="true">
              {unread > BELL_COUNT_SHOWN ? `${shown}+` : shown}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverSurface ref={surfaceRef} className={styles.surface} aria-labelledby={headingId}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {t('bell.title')}
          </h2>
          {loaded.state === 'shown' && loaded.entries.some((entry) => !entry.read) ? (
            <Button appearance="subtle" size="small" onClick={() => void markAll()}>
              {t('bell.markAllRead')}
            </Button>
          ) : null}
        </div>
        {markFailed ? (
          <p className={styles.problem} role="alert">
            {t('bell.markFailed')}
          </p>
        ) : null}
        {loaded.state === 'loading' ? <Spinner size="small" label={t('bell.loading')} /> : null}
        {loaded.state === 'failed' ? (
          <div role="alert">
            <p className={styles.problem}>{t('bell.failed')}</p>
            <Button onClick={() => void load()}>{t('bell.retry')}</Button>
          </div>
        ) : null}
        {loaded.state === 'shown' && loaded.entries.length === 0 ? (
          <p className={styles.text}>{t('bell.empty')}</p>
        ) : null}
        {loaded.state === 'shown' && loaded.entries.length > 0 ? (
          <ul className={styles.list}>
            {loaded.entries.map((entry) => {
              const { text, href, employer } = renderEntry(entry, t, language);
              return (
                <li key={entry.id}>
                  <Link
                    to={href}
                    className={mergeClasses(styles.entry, !entry.read && styles.unread)}
                    onClick={() => {
                      setOpen(false);
                      if (!entry.read) void markRead({ ids: [entry.id] });
                    }}
                  >
                    {entry.read ? null : <span className={styles.newMark}>{t('bell.new')}:</span>}
                    {text}
                    {employer ? (
                      <span className={styles.employer}>
                        <EmployerBadge level={employer} />
                      </span>
                    ) : null}
                    <span className={styles.when}>{formatDateTime(entry.at)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </PopoverSurface>
    </Popover>
  );
}
