import { jsonBodyProblem, MAX_JSON_DEPTH } from './json-limits';

const nested = (levels: number) => JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;

describe('jsonBodyProblem', () => {
  it('accepts ordinary bodies, accents and emoji included', () => {
    expect(jsonBodyProblem({ email: 'zoë@example.com', notes: 'Lisbon 🇵🇹', list: [1, [2]] })).toBe(
      null,
    );
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH))).toBe(null);
    expect(jsonBodyProblem(null)).toBe(null);
  });

  it('refuses nesting deeper than the limit, without recursing itself', () => {
    expect(jsonBodyProblem(nested(MAX_JSON_DEPTH + 1))).toMatch(/nested too deeply/);
    expect(jsonBodyProblem(nested(50_000))).toMatch(/nested too deeply/);
  });

  it('refuses unpaired surrogates in values and in keys', () => {
    expect(jsonBodyProblem(JSON.parse('{"email":"\\ud800"}'))).toMatch(/not valid Unicode/);
    expect(jsonBodyProblem(JSON.parse('{"\\udc00":1}'))).toMatch(/not valid Unicode/);
    expect(jsonBodyProblem(JSON.parse('[["a","\\ud83d"]]'))).toMatch(/not valid Unicode/);
  });

  it('refuses a NUL character in values and in keys', () => {
    expect(jsonBodyProblem({ notes: 'a\u0000b' })).toMatch(/NUL character/);
    expect(jsonBodyProblem(JSON.parse('[{"\\u0000":1}]'))).toMatch(/NUL character/);
  });
});
