// The processes of a stack (stack.mjs): each spawned in a process group of its own with a handle
// (ready, kill, restart, stop, its output), and the command lines (migrate, seed-admin) run to
// completion; plus the prefixed, coloured log lines `npm start` prints them with. Types:
// processes.d.mts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** Output lines kept per process, for an error's or a test's report. */
const KEPT_LINES = 2_000;
/** How often a handle asks its readiness probe while it waits. */
const PROBE_INTERVAL_MS = 200;

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

/** Feeds every line `child` writes (stdout and stderr) to `onLine`. */
function eachLine(child, onLine) {
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', onLine);
  }
}

/**
 * The processes of one stack. `readiness(entry)` resolves null once `entry`'s process is ready,
 * else why not (readiness.mjs); `output(name)` is where a process's lines go; `onExit(name, exit)`
 * hears of a process that ended without being asked to. After `halt()` nothing starts and the
 * command lines in flight get SIGTERM.
 */
export function createProcesses({
  root,
  nodeArgs = ['--enable-source-maps'],
  output,
  readiness,
  onExit,
  graceMs,
  readyTimeoutMs,
}) {
  /** The current handle of each process, by name. */
  const handles = new Map();
  /** Command lines in flight. */
  const commands = new Set();
  let halted = false;

  /** Runs `<entry>/dist/cli.js <args>` to completion; rejects with its output on a failure. */
  function runCli(entry, args, env, label) {
    if (halted) throw new Error('the stack is stopping');
    const print = output(label);
    const child = spawn(process.execPath, [path.join(root, entry.cli), ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    eachLine(child, (line) => {
      lines.push(line);
      print(line);
    });
    commands.add(child);
    child.once('exit', () => commands.delete(child));
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) =>
        code === 0
          ? resolve()
          : reject(
              new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${lines.join('\n')}`),
            ),
      );
    });
  }

  /** Starts `entry`'s process (again, after a kill) with `env`; its handle. */
  function launch(entry, env) {
    if (halted) throw new Error(`not starting ${entry.name}: the stack is stopping`);
    const previous = handles.get(entry.name);
    if (previous?.running) throw new Error(`${entry.name} is already running`);
    const print = output(entry.name);
    const lines = previous?.lines ?? [];
    // A process group of its own: a terminal's Ctrl-C reaches the launcher only, which stops the
    // applications before the stores (scripts/start.mjs); a kill takes what it started along.
    const child = spawn(process.execPath, [...nodeArgs, path.join(root, entry.script)], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.once('error', (error) => print(`could not start: ${error.message}`));
    eachLine(child, (line) => {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
      print(line);
    });
    const handle = {
      name: entry.name,
      entry,
      lines,
      exited,
      stopRequested: false,
      get pid() {
        return child.pid;
      },
      get running() {
        return child.exitCode === null && child.signalCode === null;
      },
      tail: (count = 40) =>
        lines
          .slice(-count)
          .map((line) => `  ${entry.name} | ${line}`)
          .join('\n'),
      /** Polls its readiness probe until ready; rejects when it exits or times out. */
      async ready() {
        const deadline = Date.now() + readyTimeoutMs;
        let problem = 'not probed yet';
        while (Date.now() < deadline) {
          if (!handle.running) {
            const { code, signal } = await exited;
            throw new Error(
              `${entry.name} exited (${signal ?? `exit ${code}`}) before it was ready:\n${handle.tail()}`,
            );
          }
          problem = await readiness(entry);
          if (problem === null) return handle;
          await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
        }
        throw new Error(
          `${entry.name} was not ready within ${readyTimeoutMs} ms (${problem}):\n${handle.tail()}`,
        );
      },
      /** Sends `signal` and resolves with how it ended (at once when it already has). */
      async kill(signal = 'SIGKILL') {
        handle.stopRequested = true;
        if (handle.running) child.kill(signal);
        return exited;
      },
      /** Starts it again (after a kill) and resolves once it is ready. */
      async restart() {
        if (handle.running) throw new Error(`${entry.name} is already running`);
        return launch(entry, env).ready();
      },
      /** SIGTERM, SIGKILL to its process group after the grace period; how it ended. */
      async stop() {
        handle.stopRequested = true;
        if (!handle.running) return { name: entry.name, ...(await exited), killed: false };
        let killed = false;
        const timer = setTimeout(() => {
          killed = true;
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            child.kill('SIGKILL');
          }
        }, graceMs);
        child.kill('SIGTERM');
        const exit = await exited;
        clearTimeout(timer);
        return { name: entry.name, ...exit, killed };
      },
    };
    void exited.then(({ code, signal }) => {
      if (!handle.stopRequested && !halted) onExit?.(entry.name, { code, signal });
    });
    handles.set(entry.name, handle);
    return handle;
  }

  return {
    launch,
    runCli,
    /** The current handle of `name`, if it was started. */
    handle: (name) => handles.get(name),
    handles: () => [...handles.values()],
    /** Nothing starts any more; the command lines in flight get SIGTERM. */
    halt() {
      halted = true;
      for (const command of commands) command.kill('SIGTERM');
    },
  };
}
