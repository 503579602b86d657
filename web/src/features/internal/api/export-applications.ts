/**
 * A job's applications as one CSV file: the server answers 1,000 rows a request (exportApplications; the first
 * page starts with the byte order mark and the header row), and the pages are joined here in order, so no
 * request grows with the job. `onProgress` hears the rows so far after each page.
 */
import { callApi } from '#web/lib/api';

export async function exportApplications(
  id: number,
  onProgress: (rows: number) => void,
): Promise<{ file: Blob; rows: number }> {
  const parts: string[] = [];
  let rows = 0;
  let cursor: string | undefined;
  do {
    const page = await callApi('exportApplications', { id: String(id), ...(cursor ? { cursor } : {}) });
    parts.push(page.csv);
    rows += page.rows;
    onProgress(rows);
    cursor = page.cursor;
  } while (cursor);
  // A string part of a Blob is written as UTF-8: the mark becomes EF BB BF, which Excel reads as "UTF-8".
  return { file: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows };
}
