/** How long the file's address is kept after the download started (a slow phone may still be reading it). */
const KEEP_FILE_MS = 60_000;

/**
 * Hands `file` to the browser to save as `name` (my data's JSON, an interview's calendar file, the applications'
 * CSV); a phone may offer to open it, so a calendar file can join the calendar.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_FILE_MS);
}
