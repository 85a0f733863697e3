import type { ChildProcess } from "node:child_process";

export const root: string;
export const offlineEnv: NodeJS.ProcessEnv;
export function run(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; quiet?: boolean; stdoutOnly?: boolean },
): Promise<string>;
export function freePort(): Promise<number>;
export function reservePort(): Promise<{ port: number; release: () => Promise<void> }>;
/** `wrangler d1 execute DB --local --env local --json …args …persist`: the last statement's rows. */
export function d1(persist: string[], ...args: string[]): Promise<Record<string, unknown>[]>;
export function buildClient(options?: { outDir?: string; quiet?: boolean }): Promise<string>;
export type DemoStory = "added" | "kept" | "empty" | "in use" | "none";
export function prepareDatabase(options?: {
  persistTo?: string;
  quiet?: boolean;
  story?: boolean;
  fresh?: boolean;
}): Promise<DemoStory>;
export type LocalWorker = { url: string; port: number; emulatorUrl: string; stop: () => void; child: ChildProcess };
export function startEmulatorOrigin(options: {
  port: number;
  target: number;
}): Promise<{ url: string; close: () => void }>;
export function portTaken(port: number): Promise<boolean>;
export function startWorker(options: {
  port: number;
  emulatorPort?: number;
  assetsDir?: string;
  persistTo?: string;
  vars?: Record<string, string>;
  logFile?: string;
}): Promise<LocalWorker>;
