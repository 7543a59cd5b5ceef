/** CSV as spreadsheets in Japan open it: UTF-8 with a BOM (Excel reads Japanese then), CRLF, RFC 4180 quoting. */

export type CsvCell = string | number | null;

const BOM = '\uFEFF';

/** A field, quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled). */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: the BOM, then each row on its own CRLF-ended line. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
