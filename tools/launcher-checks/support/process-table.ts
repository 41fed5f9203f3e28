import { readdirSync, readFileSync } from 'node:fs';

/** A process as /proc shows it (Linux). `start` tells it apart from a later one with its pid. */
export interface Proc {
  pid: number;
  ppid: number;
  start: string;
  command: string;
}

/** The process `pid`, or undefined when it is gone (or a zombie waiting to be reaped). */
export function readProc(pid: number): Proc | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid … starttime(22nd) …": comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return undefined;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(fields[1]), start: fields[19]!, command };
  } catch {
    return undefined;
  }
}

/** Whether `proc` still runs (the same process, not another that took its pid since). */
export function isRunning(proc: Proc): boolean {
  return readProc(proc.pid)?.start === proc.start;
}

/** Every live descendant of `pid` (children, their children, …). */
export function processTree(pid: number): Proc[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((proc): proc is Proc => proc !== undefined);
  const found: Proc[] = [];
  const parents = [pid];
  while (parents.length > 0) {
    const parent = parents.shift()!;
    for (const proc of all.filter((candidate) => candidate.ppid === parent)) {
      found.push(proc);
      parents.push(proc.pid);
    }
  }
  return found;
}
