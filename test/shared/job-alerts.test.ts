/**
 * The pure rules of job alerts (shared/domain/job-alerts.ts): an alert matches a job exactly as
 * Explore Jobs would list it, by the filters and nothing else; no widening for anyone today, and never for a
 * worker under 18 or of unknown age even if it were turned on; the digest's link and texts.
 */
import { describe, expect, it } from 'vitest';
import {
  DIGEST_SMS_TEMPLATES,
  type DigestContent,
  digestEmail,
  digestLinkOf,
  digestPath,
  digestSms,
  explorePath,
  matchesAlert,
  mayWidenAlert,
} from '#shared/domain/job-alerts';
import { jobTerms, jobText } from '#shared/domain/job-terms';

const job = (overrides: Record<string, unknown> = {}) => {
  const base = { TITLE: 'Delivery rider', COMPANY_NAME: 'Namma Deliveries', POSITION: 'Rider' };
  return {
    CITY: 'chennai',
    WORK_FROM_HOME: 0,
    TYPE: 'GIG',
    SCHEDULE: 'PART_TIME',
    MONTHLY_EARNINGS: 12_000,
    TEXT: jobText(jobTerms(base)),
    ...overrides,
  };
};

describe('matchesAlert', () => {
  it('matches by every filter chosen, as Explore does', () => {
    expect(matchesAlert({}, job())).toBe(true);
    expect(matchesAlert({ q: 'delivery', city: 'chennai' }, job())).toBe(true);
    expect(matchesAlert({ q: 'deliveries' }, job())).toBe(true);
    expect(matchesAlert({ q: 'cashier' }, job())).toBe(false);
    expect(matchesAlert({ city: 'pune' }, job())).toBe(false);
    expect(matchesAlert({ type: 'gig', hours: 'part-time', pay: '12000' }, job())).toBe(true);
    expect(matchesAlert({ type: 'job' }, job())).toBe(false);
    expect(matchesAlert({ hours: 'full-time' }, job())).toBe(false);
    expect(matchesAlert({ pay: '12001' }, job())).toBe(false);
  });

  it('takes the city with work from home as the city’s jobs or remote ones anywhere (decision 167)', () => {
    expect(matchesAlert({ city: 'pune', wfh: '1' }, job({ WORK_FROM_HOME: 1 }))).toBe(true);
    expect(matchesAlert({ city: 'pune', wfh: '1' }, job())).toBe(false);
    expect(matchesAlert({ wfh: '1' }, job())).toBe(false);
    expect(matchesAlert({ wfh: '1' }, job({ WORK_FROM_HOME: 1 }))).toBe(true);
  });

  it('ignores posted and sort: they shape the link, not what is new', () => {
    expect(matchesAlert({ posted: '7', sort: 'earnings' }, job())).toBe(true);
  });
});

describe('mayWidenAlert', () => {
  const today = new Date('2026-11-27T12:00:00Z');
  it('widens nobody today, and never a minor or an unknown age even when widening is on', () => {
    expect(mayWidenAlert({ DOB: '2000-01-01' }, today)).toBe(false);
    expect(mayWidenAlert({ DOB: '2000-01-01' }, today, true)).toBe(true);
    expect(mayWidenAlert({ DOB: '2011-03-04' }, today, true)).toBe(false);
    expect(mayWidenAlert({ DOB: '' }, today, true)).toBe(false);
  });
});

describe('the digest', () => {
  const content: DigestContent = {
    count: 2,
    label: 'delivery',
    titles: ['Delivery rider', 'Night rider'],
    link: 'https://earnlearn.in/dashboard?tab=explore&q=delivery',
    unsubscribe: 'https://earnlearn.in/unsubscribe#1.0123456789.20900.AAAAAAAAAAAAAAAAAAAAAA',
  };

  it('links the job when one matched, else Explore with the alert’s filters (the URL’s names)', () => {
    expect(digestPath({ q: 'delivery' }, [7])).toBe('/jobs/7');
    expect(digestPath({ q: 'delivery', city: 'chennai', sort: 'earnings' }, [7, 8])).toBe(
      '/dashboard?tab=explore&q=delivery&city=chennai&sort=earnings',
    );
    expect(explorePath({})).toBe('/dashboard?tab=explore');
  });

  it('says the count, the search and both links in each language: short links by SMS, full ones by e-mail', () => {
    // The longest code (a 12-digit worker id): DIGEST_LINK_PATH's code is at most 21 characters.
    const short = { site: 'https://earnlearn.in/', code: `${(999_999_999_999).toString(36)}.AbCdEfGhIj-_` };
    expect(short.code.length).toBe(21);
    for (const language of ['en', 'hi', 'te'] as const) {
      const sms = digestSms(content, short, language);
      expect(sms).toContain('2');
      expect(sms).toContain('delivery');
      expect(sms).toContain(`https://earnlearn.in/a/${short.code} `);
      expect(sms.endsWith(`https://earnlearn.in/a/${short.code}/stop`)).toBe(true);
      expect(sms).not.toContain(content.link);
      expect(sms).not.toContain('unsubscribe#');
      // Each variable within DLT's 30 characters: the template's {#var#}s filled are the count, the
      // words (cut to 30) and the code twice.
      expect(DIGEST_SMS_TEMPLATES[language].match(/\{#var#\}/g)).toHaveLength(4);
      const email = digestEmail(content, language);
      expect(email.lines.join('\n')).toContain('Night rider');
      expect(email.lines.join('\n')).toContain(content.link);
      expect(email.lines.at(-1)).toContain(content.unsubscribe);
    }
    expect(digestSms({ ...content, label: 'x'.repeat(50) }, short, 'en')).toContain(`"${'x'.repeat(27)}..."`);
  });

  it('reads the code and which link of a short link path, and nothing else', () => {
    expect(digestLinkOf('/a/k3.AbCdEfGhIjKl')).toEqual({ code: 'k3.AbCdEfGhIjKl', stop: false });
    expect(digestLinkOf('/a/k3.AbCdEfGhIjKl/stop')).toEqual({ code: 'k3.AbCdEfGhIjKl', stop: true });
    for (const path of ['/a/', '/a/x/y', '/a/x/stop/more', '/jobs/7', '/about']) {
      expect(digestLinkOf(path), path).toBeUndefined();
    }
  });
});
