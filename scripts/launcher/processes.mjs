// Child processes with prefixed, line-buffered logs, and a clean stop for all of them.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
let nextColor = 0;
/** The name each launched child was given, for stopAll's report. */
const names = new WeakMap();

export function prefixer(name, width = 14) {
  const color = COLORS[nextColor++ % COLORS.length];
  const label = name.padEnd(width);
  const tag = useColor ? `\u001b[${color}m${label}\u001b[0m│ ` : `${label}│ `;
  return (line) => process.stdout.write(`${tag}${line}\n`);
}

/** Runs a command to completion with prefixed output; rejects on a non-zero exit. */
export function runOnce(name, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = launch(name, command, args, options);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Starts a long-running process with prefixed output. */
export function launch(name, command, args, { env, cwd }) {
  const print = prefixer(name);
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  names.set(child, name);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', print);
  }
  child.on('error', (error) => print(`could not start: ${error.message}`));
  return child;
}

/**
 * Sends SIGTERM to every live child, then SIGKILL to any still alive after `graceMs` (longer than
 * a process's own SHUTDOWN_GRACE_MS, default 10 s, so that its drain can finish). Resolves with
 * how each child ended, `clean` when it exited 0 by itself: `name` is the `launch` name.
 */
export async function stopAll(children, graceMs = 15_000) {
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  return Promise.all(
    alive.map(
      (child) =>
        new Promise((resolve) => {
          let killed = false;
          const timer = setTimeout(() => {
            killed = true;
            child.kill('SIGKILL');
          }, graceMs);
          child.once('exit', (code, signal) => {
            clearTimeout(timer);
            resolve({ name: names.get(child), code, signal, killed, clean: code === 0 && !killed });
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
