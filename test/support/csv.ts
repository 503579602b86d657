/**
 * Reads CSV back as a spreadsheet would (RFC 4180: cells in double quotes may hold commas, line breaks and
 * doubled quotes; rows end with CRLF or LF), so tests check what the export's reader gets, not our own writer's
 * output. A leading byte order mark is reported, not kept in the first cell.
 */
export function parseCsv(text: string): { bom: boolean; rows: string[][] } {
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && body[i + 1] === '\n')) {
      if (char === '\r') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return { bom, rows };
}
