/** Percentiles, number formatting and the plain-text tables the benchmark prints. */

/** The nearest-rank percentile `p` (0-100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a';
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratioText = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');

export type Verdict = 'PASS' | 'OVER' | 'n/a';

/** PASS when `value` is within `limit` (inclusive unless `strict`), OVER otherwise. */
export function verdict(value: number, limit: number, strict = false): Verdict {
  if (!Number.isFinite(value)) return 'n/a';
  return (strict ? value < limit : value <= limit) ? 'PASS' : 'OVER';
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        // Numbers and ratios read best right-aligned; words left-aligned.
        return /^[<>]?[0-9.,]+( ?[a-zA-Z%]+)?x?$|^n\/a$/.test(cell) && column > 0
          ? cell.padStart(width)
          : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function heading(title: string): string {
  return `\n${title}\n${'='.repeat(title.length)}`;
}

/** One line of the report's verdict table: a figure, what was measured, its limit and the verdict. */
export interface VerdictRow {
  figure: string;
  measured: string;
  limit: string;
  verdict: Verdict;
}

/**
 * Sections that run in a process of their own answer printed text; a verdict travels in it as one marked JSON
 * line, which `takeVerdicts` lifts out so the parent prints every verdict in one table.
 */
const VERDICT_MARK = '@@bench-verdict ';

export const verdictLine = (row: VerdictRow): string => `${VERDICT_MARK}${JSON.stringify(row)}`;

/** The text without its verdict lines, and the verdicts they carried. */
export function takeVerdicts(printed: string): { text: string; rows: VerdictRow[] } {
  const rows: VerdictRow[] = [];
  const kept: string[] = [];
  for (const line of printed.split('\n')) {
    if (line.startsWith(VERDICT_MARK)) rows.push(JSON.parse(line.slice(VERDICT_MARK.length)) as VerdictRow);
    else kept.push(line);
  }
  return { text: kept.join('\n'), rows };
}

/** Every verdict of the run in one table, then the count of each. */
export function verdictTable(rows: readonly VerdictRow[]): string {
  const count = (wanted: Verdict) => rows.filter((row) => row.verdict === wanted).length;
  return [
    table(
      ['Figure', 'Measured', 'Limit', 'Verdict'],
      rows.map((row) => [row.figure, row.measured, row.limit, row.verdict]),
    ),
    `${count('PASS')} PASS, ${count('OVER')} OVER${count('n/a') > 0 ? `, ${count('n/a')} without a budget` : ''}`,
  ].join('\n');
}
