/**
 * A status colour as the document stores it (free text a user typed) when it is a plain CSS colour:
 * `#rgb`/`#rrggbb(aa)`, a colour name, or `rgb()`/`hsl()` with numbers. Anything else gives null and
 * the status shows without a colour.
 */
export function statusColor(value: string | null | undefined): string | null {
  const color = value?.trim() ?? '';
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) return color;
  if (/^[a-z]{3,20}$/i.test(color)) return color;
  if (/^(?:rgba?|hsla?)\(\s*[\d.%\s,/]+\)$/i.test(color)) return color;
  return null;
}
