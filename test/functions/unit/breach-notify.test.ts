/**
 * `npm run breach -- --notify` (scripts/breach-notify.ts) with a stand-in for the sender: the people go in
 * batches, the operator sees each batch's progress, and the counts add up to the run's.
 */
import { describe, expect, it } from 'vitest';
import type { NoticeBatch, NoticeRecipient, NoticeReport } from '#features/breach-notices/send';
import { BATCH_SIZE, type Incident, notifyAll, progressLine } from '../../../scripts/breach-notify';

const incident: Incident = {
  reference: 'BR-20261127-1',
  discoveredAt: '2026-11-27T11:30:00+05:30',
  contactName: 'The privacy contact',
  contactEmail: 'privacy@earnlearn.in',
  texts: {
    en: { whatHappened: 'x', consequences: 'y', whatWeDid: 'z', whatYouCanDo: 'w' },
  },
};

const people = (count: number): NoticeRecipient[] =>
  Array.from({ length: count }, (_, index) => ({
    userId: index + 1,
    name: `Worker ${index + 1}`,
    email: `worker${index + 1}@example.com`,
    mobile: '9876543210',
    language: 'en',
    classes: ['account'],
    parentMobile: '',
  }));

describe('notifyAll', () => {
  it('sends the list in batches, tells each batch’s progress and adds up the counts', async () => {
    const batches: NoticeBatch[] = [];
    const send = async (batch: NoticeBatch): Promise<NoticeReport> => {
      batches.push(batch);
      const size = batch.recipients.length;
      return {
        sms: { sent: size - 1, failed: 1, skipped: 0, noAddress: 0 },
        email: { sent: size, failed: 0, skipped: 0, noAddress: 0 },
      };
    };
    const lines: string[] = [];
    const window = { from: new Date('2026-11-20T00:00:00+05:30'), to: new Date('2026-11-27T11:30:00+05:30') };

    const total = await notifyAll(incident, window, people(BATCH_SIZE + 50), send, (progress) =>
      lines.push(progressLine(progress)),
    );

    expect(batches.map((batch) => batch.recipients.length)).toEqual([BATCH_SIZE, 50]);
    expect(batches[0]?.date).toBe('20-11-2026');
    expect(lines).toEqual([
      `${BATCH_SIZE} of ${BATCH_SIZE + 50} people: this batch SMS sent ${BATCH_SIZE - 1}, failed 1; e-mail sent ${BATCH_SIZE}, failed 0`,
      `${BATCH_SIZE + 50} of ${BATCH_SIZE + 50} people: this batch SMS sent 49, failed 1; e-mail sent 50, failed 0`,
    ]);
    expect(total.sms).toEqual({ sent: BATCH_SIZE + 48, failed: 2, skipped: 0, noAddress: 0 });
    expect(total.email.sent).toBe(BATCH_SIZE + 50);
  });
});
