/* A table the staff see, as a CSV file built in the browser (the dashboard's comes from the server). */

type Cell = string | number | null | undefined;

/** A cell as a spreadsheet shows it: quoted when it must be, and never read as a formula (as the server's CSVs). */
function cellOf(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the header first) as CSV text, lines ended by CRLF (RFC 4180). */
export function csvText(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(cellOf).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file: UTF-8 with a byte-order mark, so that spreadsheets read Thai and Vietnamese right. */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
