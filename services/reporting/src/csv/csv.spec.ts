import { csvField, neutraliseFormula, toCsv, UTF8_BOM } from './csv';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['＝1+1', "'＝1+1"],
  ])('puts a quote before %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });

  it.each(['Paris', 'a=b', '2025-01-01', '', ' =1', "'quoted"])('leaves %j alone', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('csvField', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvField('France')).toBe('France');
    expect(csvField(12)).toBe('12');
    expect(csvField(0)).toBe('0');
  });

  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('Rome, Italy')).toBe('"Rome, Italy"');
    expect(csvField('the "old" town')).toBe('"the ""old"" town"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises before quoting, so the quote stays inside the field', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvField('\r=cmd')).toBe('"\'\r=cmd"');
  });

  it('keeps every Unicode character', () => {
    expect(csvField('Zürich — café, 東京 🇫🇷')).toBe('"Zürich — café, 東京 🇫🇷"');
  });

  it('refuses a number that is not finite', () => {
    expect(() => csvField(Number.NaN)).toThrow(RangeError);
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 BOM and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x', 1],
          ['y, z', 2],
        ],
      ),
    ).toBe(`${UTF8_BOM}A,B\r\nx,1\r\n"y, z",2\r\n`);
  });

  it('writes the header alone when there is no row', () => {
    expect(toCsv(['A'], [])).toBe(`${UTF8_BOM}A\r\n`);
  });

  it('refuses a row whose length differs from the header', () => {
    expect(() => toCsv(['A', 'B'], [['only one']])).toThrow(RangeError);
  });
});
