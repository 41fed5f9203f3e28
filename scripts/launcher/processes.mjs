// Child processes with prefixed, line-buffered logs, and a clean stop for all of them.
//
// Every child runs in a process group of its own (`detached`): a terminal's Ctrl-C signals its
// whole foreground group at once, and would otherwise reach every child together with the
// launcher, so that Postgres stopped while the services still drained. The launcher is then the
// only one to get it, and stops the applications first and the stores last (scripts/start.mjs).
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
let nextColor = 0;
/** The name each launched child was given, for stopAll's report. */
const names = new WeakMap();
/** Every launched child still running. */
const running = new Set();
let closed = false;

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

/**
 * Starts a long-running process with prefixed output, in a process group of its own. Throws once
 * stopAll has been called: nothing starts while the launcher stops.
 */
export function launch(name, command, args, { env, cwd }) {
  if (closed) throw new Error(`not starting ${name}: the launcher is stopping`);
  const print = prefixer(name);
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  names.set(child, name);
  running.add(child);
  child.once('exit', () => running.delete(child));
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', print);
  }
  child.on('error', (error) => print(`could not start: ${error.message}`));
  return child;
}

/**
 * Sends SIGTERM to every launched child still running (a command of runOnce too), then SIGKILL to
 * the process group of any still alive after `graceMs` (longer than a process's own
 * SHUTDOWN_GRACE_MS, default 10 s, so that its drain can finish; the group: what it started, such
 * as the PDF worker's Chromium, goes with it). Resolves once all have exited, with how each ended,
 * `clean` when it exited 0 by itself: `name` is the `launch` name.
 */
export async function stopAll(graceMs = 15_000) {
  closed = true;
  return Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          let killed = false;
          const timer = setTimeout(() => {
            killed = true;
            killGroup(child, 'SIGKILL');
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

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}
