import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Lambda module as the local Invoke endpoint runs it: its exported handler. */
export type LambdaModule = { handler: (event: never, context: Context) => Promise<unknown> };

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** The function name of a path of Lambda's Invoke API, if it is one. */
export function invokePath(pathname: string): string | undefined {
  const name = INVOKE_PATH.exec(pathname)?.[1];
  return name === undefined ? undefined : decodeURIComponent(name);
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The triggers take an event object: an empty payload, or one that is not a JSON object, is refused. */
function parseEvent(text: string): Record<string, unknown> | undefined {
  try {
    const event: unknown = JSON.parse(text);
    return event !== null && typeof event === 'object' && !Array.isArray(event) ? (event as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lambda's Invoke (RequestResponse) for a local function: the handler's result is the payload, a
 * throw is an `Unhandled` function error with status 200, an unknown name ResourceNotFoundException.
 */
export async function serveInvoke(request: IncomingMessage, response: ServerResponse, name: string, load: (() => Promise<LambdaModule>) | undefined) {
  const requestId = randomUUID();
  if (!load) {
    response.writeHead(404, { 'content-type': 'application/json', 'x-amzn-requestid': requestId, 'x-amzn-errortype': 'ResourceNotFoundException' });
    response.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
    return;
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-amzn-requestid': requestId, 'x-amz-executed-version': '$LATEST' };
  const context = { awsRequestId: requestId, functionName: name, functionVersion: '$LATEST', memoryLimitInMB: '256', getRemainingTimeInMillis: () => 5_000 } as Context;
  const event = parseEvent(await readText(request));
  if (!event) {
    response.writeHead(400, { 'content-type': 'application/json', 'x-amzn-requestid': requestId, 'x-amzn-errortype': 'InvalidRequestContentException' });
    response.end(JSON.stringify({ Type: 'User', message: 'The event must be a JSON object.' }));
    return;
  }
  let payload: unknown;
  try {
    payload = await (await load()).handler(event as never, context);
  } catch (error) {
    headers['x-amz-function-error'] = 'Unhandled';
    payload = { errorType: error instanceof Error ? error.name : 'Error', errorMessage: error instanceof Error ? error.message : String(error), trace: [] };
  }
  response.writeHead(200, headers);
  response.end(JSON.stringify(payload ?? null));
}
