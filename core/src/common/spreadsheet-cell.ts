/**
 * Formula injection (OWASP "CSV injection"; issue 21 quality bar): a text that a spreadsheet would read
 * as a formula or a command — starting with `=`, `+`, `-`, `@`, a tab or a carriage return — gets a
 * leading apostrophe, so Excel, LibreOffice and Google Sheets show it as text. The one rule of every CSV
 * and Excel export of the product; numbers, booleans and dates are written typed and are not touched.
 * `=HYPERLINK("http://x","y")` becomes `'=HYPERLINK("http://x","y")`.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
