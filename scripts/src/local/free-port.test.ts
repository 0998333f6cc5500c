import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './processes.js';

describe("the local stacks' ports", () => {
  it("come from the block's range, under the OS's ephemeral ports, never the same twice in a row", async () => {
    const ports = [await freePort('127.0.0.1', 7), await freePort('127.0.0.1', 7), await freePort('127.0.0.1', 7)];
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_700);
      expect(port).toBeLessThan(20_800);
    }
    expect(new Set(ports).size).toBe(3);
  });

  it('skip a port something already listens on', async () => {
    const taken = await freePort('127.0.0.1', 8);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(taken + 1 > 20_899 ? 20_800 : taken + 1, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const busy = typeof address === 'object' && address ? address.port : 0;
      expect(await freePort('127.0.0.1', 8)).not.toBe(busy);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a block outside the range below the ephemeral ports', async () => {
    await expect(freePort('127.0.0.1', 200)).rejects.toThrow('LM_PORT_BLOCK must be a whole number from 0 to 127, not "200".');
  });
});
