/**
 * The interview of one application as a calendar file (issue 23), asked for with the worker's own session and
 * handed to the browser to save (the phone offers to add it to its calendar).
 */
import { callApi } from '#web/lib/api';

export async function downloadInterviewCalendar(id: number): Promise<string> {
  const { fileName, content } = await callApi('getInterviewCalendar', { id: String(id) });
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
