import { readFile, readlink } from 'node:fs/promises';
import { hostname } from 'node:os';

/** Who holds the data directory's lock, written into it so a successor can tell if it is gone. */
export interface LockOwner {
  pid: number;
  host: string;
  /** Linux: the boot and the PID namespace the PID belongs to, and when that process started. */
  boot: string | null;
  pidNamespace: string | null;
  started: string | null;
}

/** This process as a lock owner. */
export async function currentOwner(): Promise<LockOwner> {
  const [boot, pidNamespace, started] = await Promise.all([
    bootId(),
    pidNamespaceOf(),
    startTimeOf(process.pid),
  ]);
  return { pid: process.pid, host: hostname(), boot, pidNamespace, started: started?.time ?? null };
}

/**
 * Whether the owner's process still runs: true or false when this machine can tell for sure,
 * undefined when it cannot (another host or container, no /proc), and then the lock's age decides.
 * On Linux a PID is the same process only with the same start time (PIDs are reused), and a
 * killed process still waiting to be reaped (a zombie) counts as gone.
 */
export async function isOwnerAlive(owner: LockOwner): Promise<boolean | undefined> {
  if (owner.host !== hostname()) return undefined;
  if (process.platform !== 'linux') return signalable(owner.pid) ? undefined : false;
  const [boot, pidNamespace] = await Promise.all([bootId(), pidNamespaceOf()]);
  const comparable = boot && pidNamespace && owner.started;
  if (!comparable || owner.boot !== boot || owner.pidNamespace !== pidNamespace) return undefined;
  const running = await startTimeOf(owner.pid);
  return running !== null && !running.gone && running.time === owner.started;
}

/** Reads an owner record; null when it is missing or not one. */
export function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? {
          boot: null,
          pidNamespace: null,
          started: null,
          ...owner,
          pid: owner.pid,
          host: owner.host,
        }
      : null;
  } catch {
    return null;
  }
}

const bootId = () =>
  readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
    (text) => text.trim(),
    () => null,
  );

const pidNamespaceOf = () => readlink('/proc/self/ns/pid').catch(() => null);

/** From /proc/{pid}/stat: the start time (field 22) and whether it is a zombie; null: no such. */
async function startTimeOf(pid: number): Promise<{ time: string; gone: boolean } | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (text === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, time] = [fields[0], fields[19]];
  if (!time) return null;
  return { time, gone: state === 'Z' || state === 'X' };
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
