import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

describe('CSV export (issue 18: UTF-8 with BOM, `;`, quoted as RFC 4180)', () => {
  it('quotes only fields with ; quotes or line breaks, doubling quotes', () => {
    expect(csvField('просто')).toBe('просто');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('он сказал "да"')).toBe('"он сказал ""да"""');
    expect(csvField('две\nстроки')).toBe('"две\nстроки"');
  });

  it('writes numbers with a decimal comma, empty cells as nothing, records ending CRLF', () => {
    expect(csvField(1.5)).toBe('1,5');
    expect(csvField(true)).toBe('true');
    expect(csvLine(['а', null, 2, '2024-03-15'])).toBe('а;;2;2024-03-15\r\n');
  });

  it('neutralises a formula-injection cell (issue 21 quality bar): a leading apostrophe, then quoted', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField(-1)).toBe('-1');
  });
});
