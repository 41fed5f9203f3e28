import { theme } from './theme';

describe('theme', () => {
  it('opens tooltips after 700 ms, and after 300 ms when moving between them (SPEC §9)', () => {
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({
      enterDelay: 700,
      enterNextDelay: 300,
    });
  });
});
