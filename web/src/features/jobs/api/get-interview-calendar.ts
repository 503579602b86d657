/**
 * The interview of one application as a calendar file, asked for with the worker's own session and
 * handed to the browser to save (the phone offers to add it to its calendar).
 */
import { callApi } from '#web/lib/api';
import { saveFile } from '#web/lib/save-file';

export async function downloadInterviewCalendar(id: number): Promise<string> {
  const { fileName, content } = await callApi('getInterviewCalendar', { id: String(id) });
  saveFile(new Blob([content], { type: 'text/calendar;charset=utf-8' }), fileName);
  return fileName;
}
