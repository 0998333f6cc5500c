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

/** A port the OS says is free now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
