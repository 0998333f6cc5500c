import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

/** Calls another Lambda of the stack and answers what it returned. */
export type InvokeFunction = <Answer>(functionName: string, event: unknown) => Promise<Answer>;

/**
 * Lambda's Invoke, waiting for the answer (RequestResponse). A function that threw is an error
 * here too, carrying its message; the local stack's gateway serves the same Invoke API
 * (`AWS_ENDPOINT_URL_LAMBDA`).
 */
export function createFunctionInvoker(client = new LambdaClient({})): InvokeFunction {
  return async <Answer>(functionName: string, event: unknown) => {
    const { Payload, FunctionError } = await client.send(new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(event)) }));
    const text = Payload ? new TextDecoder().decode(Payload) : 'null';
    if (FunctionError) {
      const failure = JSON.parse(text) as { errorMessage?: string };
      throw new Error(`${functionName} failed: ${failure.errorMessage ?? text}`);
    }
    return JSON.parse(text) as Answer;
  };
}
