/* A table the staff see, as a CSV file built in the browser (the server writes its own for the lists it exports in full). */

type Cell = string | number | null | undefined;

/** A CSV's lines, the header first. */
export type CsvLines = readonly (readonly Cell[])[];

/** A cell as a spreadsheet shows it: quoted when it must be, and never read as a formula (as the server's CSVs). */
function cellOf(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the header first) as CSV text, lines ended by CRLF (RFC 4180). */
export function csvText(rows: CsvLines): string {
  return rows.map((row) => row.map(cellOf).join(',')).join('\r\n') + '\r\n';
}

/** A field of a wire row as the server's CSVs write it: yes or no as `true` or `false`, a list or an object as JSON. */
function wireCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The rows of a list under a header of its wire field names, a line each, in the columns given. */
export function recordsCsv<Row>(rows: readonly Row[], columns: readonly (keyof Row & string)[]): CsvLines {
  return [columns, ...rows.map((row) => columns.map((column) => wireCell(row[column])))];
}

/** The fields of `Row` that `Columns` leaves out. */
type Missing<Row, Columns extends readonly unknown[]> = Exclude<keyof Row, Columns[number]>;

/**
 * The columns of a list's CSV: every field of its wire shape, by its name on the wire, in the
 * order given (the server's, as in its own CSVs). A field left out fails the type check, so the
 * file keeps up with the wire.
 */
export const csvColumns =
  <Row>() =>
  <const Columns extends readonly (keyof Row & string)[]>(
    columns: Columns & ([Missing<Row, Columns>] extends [never] ? unknown : { missingColumns: Missing<Row, Columns> }),
  ): Columns =>
    columns;

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
