/** The EARNINGS text and the month's estimate worked out from a job's pay (shared/domain/job-earnings.ts). */
import { describe, expect, it } from 'vitest';
import { earningsText, monthlyEstimate, paySchema, payText } from '#shared/domain/job-earnings';

describe('the EARNINGS text of a pay', () => {
  it('reads as the spec writes it for a day, a week and a month, in each language', () => {
    expect(payText({ unit: 'DAY', amount: 600 })).toBe('₹600 a day');
    expect(payText({ unit: 'MONTH', amount: 12000 }, 'hi')).toBe('₹12,000 प्रति माह');
    expect(payText({ unit: 'WEEK', amount: 3000 }, 'te')).toBe('వారానికి ₹3,000');
  });

  it('names every unit, a range from its low to its high end, and a fixed amount as paid in all', () => {
    expect(payText({ unit: 'HOUR', amount: 150 })).toBe('₹150 an hour');
    expect(payText({ unit: 'DELIVERY', amount: 80, upTo: 120 })).toBe('₹80–₹120 a delivery');
    expect(payText({ unit: 'EVENT', amount: 1500 }, 'hi')).toBe('₹1,500 प्रति इवेंट');
    expect(payText({ unit: 'TASK', amount: 200, upTo: 250 }, 'te')).toBe('పనికి ₹200–₹250');
    expect(earningsText(5000, 'FIXED')).toBe('₹5,000 in all');
    expect(earningsText(5000, 'FIXED', 'te')).toBe('₹5,000 (స్థిర మొత్తం)');
  });

  it("works out the month's estimate where the unit allows it, and leaves the rest to the admin", () => {
    expect(monthlyEstimate(150, 'HOUR', 'PART_TIME')).toBe(150 * 4 * 8);
    expect(monthlyEstimate(600, 'DAY', 'FULL_TIME')).toBe(600 * 22);
    expect(monthlyEstimate(3000, 'WEEK', undefined)).toBe(12000);
    expect(monthlyEstimate(80, 'DELIVERY', 'FULL_TIME')).toBeUndefined();
  });

  it('refuses a range whose high end is not above its low end, naming upTo', () => {
    const refused = paySchema.safeParse({ unit: 'DAY', amount: 800, upTo: 800 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['upTo']);
  });
});
