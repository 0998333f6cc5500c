import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { dirname } from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a long-running child whose output goes to a log file, so the console stays readable. */
export function startChild(name: string, command: string, args: string[], options: SpawnOptions & { logFile: string }): Child {
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should this process die without stopping its children, they must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return {
    name,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}

function canConnect(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(port, host);
  });
}

/** Waits until something listens on the port, or fails with the child's name and log. */
export async function waitForPort(port: number, host: string, what: string, child?: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.process.exitCode !== null) throw new Error(`${what} exited with code ${child.process.exitCode}.`);
    if (await canConnect(port, host)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not open port ${port} within ${timeoutMs / 1000} s.`);
}

export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  if (await canConnect(port, host)) {
    throw new Error(`Port ${port} on ${host} is taken, so ${what} cannot start. Stop what uses it or choose another port.`);
  }
}

/**
 * Ports are handed out from under Linux's ephemeral range (32768 and up): the outgoing connections
 * of every process draw their local ports from that range, so one of them could take a port there
 * between its handing out and its server's listen (EADDRINUSE). Down here only listeners live.
 */
const PORT_FLOOR = 20_000;
/** Ports per block. Each stack running at once takes a block of its own: a test lane its number. */
const PORT_BLOCK = 100;
/** The block of the benchmark's stacks, apart from any test lane's. */
export const BENCH_PORT_BLOCK = 90;
let cursor = 0;

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A port of this process's block (`LM_PORT_BLOCK`, which `npm test` sets to each lane's number;
 * 0 when unset) that nothing listens on now. Successive calls go round the block, so the ports of
 * one stack, all handed out before any of its servers starts, are never the same.
 */
export async function freePort(host = '127.0.0.1', block = Number(process.env.LM_PORT_BLOCK ?? 0)): Promise<number> {
  if (!Number.isInteger(block) || block < 0 || PORT_FLOOR + (block + 1) * PORT_BLOCK > 32_768) throw new Error(`LM_PORT_BLOCK must be a whole number from 0 to 127, not "${block}".`);
  const first = PORT_FLOOR + block * PORT_BLOCK;
  for (let tries = 0; tries < PORT_BLOCK; tries += 1) {
    const port = first + (cursor++ % PORT_BLOCK);
    if (await canListen(port, host)) return port;
  }
  throw new Error(`No port is free from ${first} to ${first + PORT_BLOCK - 1}: set LM_PORT_BLOCK to another block.`);
}
