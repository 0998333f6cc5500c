import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFunctionInvoker } from './function-invoker.js';

const lambda = mockClient(LambdaClient);
const invoke = () => createFunctionInvoker(new LambdaClient({ region: 'ap-southeast-1' }));
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('invoking another Lambda of the stack', () => {
  beforeEach(() => {
    lambda.reset();
    lambda.onAnyCommand().rejects(new Error('unexpected command'));
  });

  it('sends the event as JSON and answers what the function returned', async () => {
    // Prepare
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, Payload: json({ drawn: true }) as never });

    // Act
    const answer = await invoke()<{ drawn: boolean }>('renderer', { action: 'draw', key: 'certificates/LM-1.pdf' });

    // Assess
    expect(answer).toEqual({ drawn: true });
    expect(lambda).toHaveReceivedCommandWith(InvokeCommand, { FunctionName: 'renderer' });
    const sent = lambda.commandCalls(InvokeCommand)[0]?.args[0].input.Payload as Uint8Array;
    expect(JSON.parse(new TextDecoder().decode(sent))).toEqual({ action: 'draw', key: 'certificates/LM-1.pdf' });
  });

  it("fails with the function's own message when it threw", async () => {
    // Prepare
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, FunctionError: 'Unhandled', Payload: json({ errorType: 'ZodError', errorMessage: 'A certificate PDF is kept as certificates/<number>.pdf.' }) as never });

    // Act
    const failed = invoke()('renderer', { action: 'draw', key: '../secret' });

    // Assess
    await expect(failed).rejects.toThrow('renderer failed: A certificate PDF is kept as certificates/<number>.pdf.');
  });
});
