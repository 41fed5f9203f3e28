import { pdfTranslator, type PdfTranslator } from './pdf-translator';
import { usageChartSvg } from './usage-chart';

describe('usageChartSvg', () => {
  let en: PdfTranslator;
  beforeAll(async () => {
    en = await pdfTranslator('en');
  });

  it('draws one bar per day with days used, coloured by the dashboard level', () => {
    const svg = usageChartSvg({ from: '2025-01-01', daysUsed: [0, 10, 75, 88, 95] }, en);
    expect(svg.match(/<rect /g)).toHaveLength(4);
    expect(svg).toContain('fill="#2e7d32"'); // 10: safe
    expect(svg).toContain('fill="#f9a825"'); // 75: warning
    expect(svg).toContain('fill="#c62828"'); // 88: danger
    expect(svg).toContain('fill="#7f0000"'); // 95: exceeded
  });

  it('labels the first, middle and last days and the 90-day limit', () => {
    const svg = usageChartSvg({ from: '2025-01-01', daysUsed: [1, 2, 3, 4, 5] }, en);
    expect(svg).toContain('>1 Jan 2025</text>');
    expect(svg).toContain('>3 Jan 2025</text>');
    expect(svg).toContain('>5 Jan 2025</text>');
    expect(svg).toContain('>90-day limit</text>');
  });

  it('draws nothing for no day', () => {
    expect(usageChartSvg({ from: '2025-01-01', daysUsed: [] }, en)).toBe('');
  });
});
