/** Characters that make a spreadsheet read a cell as a formula (or hide where one starts). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell, always quoted (RFC 4180) and neutralised against formula injection: a value
 * starting with = + - @ tab or CR gets a leading apostrophe, so a spreadsheet shows it as text.
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV line (CRLF, as RFC 4180 has it). */
export function csvLine(values: ReadonlyArray<string | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
