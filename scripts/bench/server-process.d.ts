import type { ChildProcess } from "node:child_process";

export function spawnServer(port: number, dataDir: string, env?: Record<string, string>): ChildProcess;
export function waitUntilOk(url: string, intervalMs: number, timeoutMs: number): Promise<boolean>;
export function stopServer(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
