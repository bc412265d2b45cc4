import type { ChildProcess } from "node:child_process";

export const TASKSET: string | null;
export function pinned(cpus: string | undefined, command: string, args: string[]): [string, string[]];
export function spawnServer(
  port: number,
  dataDir: string,
  env?: Record<string, string>,
  options?: { cpus?: string },
): ChildProcess;
export function cpuMillis(pid: number): number;
export function waitUntilOk(url: string, intervalMs: number, timeoutMs: number): Promise<boolean>;
export function stopServer(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
