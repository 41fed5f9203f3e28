import { usageChartSvg } from './usage-chart';

describe('usageChartSvg', () => {
  it('draws one bar per day with days used, coloured by the dashboard level', () => {
    const svg = usageChartSvg({ from: '2025-01-01', daysUsed: [0, 10, 75, 88, 95] });
    expect(svg.match(/<rect /g)).toHaveLength(4);
    expect(svg).toContain('fill="#2e7d32"'); // 10: safe
    expect(svg).toContain('fill="#f9a825"'); // 75: warning
    expect(svg).toContain('fill="#c62828"'); // 88: danger
    expect(svg).toContain('fill="#7f0000"'); // 95: exceeded
  });

  it('labels the first, middle and last days and the 90-day limit', () => {
    const svg = usageChartSvg({ from: '2025-01-01', daysUsed: [1, 2, 3, 4, 5] });
    expect(svg).toContain('>2025-01-01</text>');
    expect(svg).toContain('>2025-01-03</text>');
    expect(svg).toContain('>2025-01-05</text>');
    expect(svg).toContain('>90-day limit</text>');
  });

  it('draws nothing for no day', () => {
    expect(usageChartSvg({ from: '2025-01-01', daysUsed: [] })).toBe('');
  });
});
