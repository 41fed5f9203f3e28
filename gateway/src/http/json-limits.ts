/** The deepest nesting of arrays and objects a JSON body may have (no API shape needs more than 4). */
export const MAX_JSON_DEPTH = 32;

/**
 * What is wrong with a parsed JSON body that the validators cannot take, or null: nesting deeper
 * than `MAX_JSON_DEPTH` (class-transformer recurses per level and would overflow the stack), or a
 * string or key that is not well-formed Unicode (a lone surrogate such as "\ud800", which makes
 * validator's isEmail throw), or a NUL character (U+0000), which no field accepts and Postgres
 * cannot store in text (it failed with a 500). Walks the value without recursion.
 */
/** In a `u` regex, a surrogate code unit can only match when it is unpaired. */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (LONE_SURROGATE.test(text)) return NOT_UNICODE;
  if (text.includes('\u0000')) return NUL_CHARACTER;
  return null;
}

export function jsonBodyProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

const TOO_DEEP = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`;
const NOT_UNICODE =
  'The request body contains text that is not valid Unicode (an unpaired surrogate such as \\ud800).';
const NUL_CHARACTER =
  'The request body contains a NUL character (\\u0000), which no field accepts.';
