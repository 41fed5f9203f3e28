// Prefixed, coloured log lines of the launcher and of each process it runs (scripts/start.mjs;
// the processes themselves start through stack.mjs).

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
let nextColor = 0;
/** Wide enough for the longest process name of the manifest (notification-worker). */
export function prefixer(name, width = 19) {
  const color = COLORS[nextColor++ % COLORS.length];
  const label = name.padEnd(width);
  const tag = useColor ? `\u001b[${color}m${label}\u001b[0m│ ` : `${label}│ `;
  return (line) => process.stdout.write(`${tag}${line}\n`);
}
