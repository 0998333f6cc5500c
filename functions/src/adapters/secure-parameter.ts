/**
 * Reads a SecureString parameter through the AWS Parameters and Secrets Lambda extension (a local
 * HTTP call, no SDK in the bundle), decrypted; cached by the extension.
 */
export async function readSecureParameter(name: string, environment: NodeJS.ProcessEnv = process.env, send: typeof fetch = fetch): Promise<string> {
  const port = environment.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const url = `http://localhost:${port}/systemsmanager/parameters/get?name=${encodeURIComponent(name)}&withDecryption=true`;
  const response = await send(url, { headers: { 'X-Aws-Parameters-Secrets-Token': environment.AWS_SESSION_TOKEN ?? '' } });
  if (!response.ok) throw new Error(`The parameter ${name} could not be read (${response.status}).`);
  const { Parameter } = (await response.json()) as { Parameter?: { Value?: string } };
  if (!Parameter?.Value) throw new Error(`The parameter ${name} is empty.`);
  return Parameter.Value;
}

/**
 * Reads a Secrets Manager secret's string through the same extension (the media signing key,
 * decision 0034); cached by the extension.
 */
export async function readSecret(secretId: string, environment: NodeJS.ProcessEnv = process.env, send: typeof fetch = fetch): Promise<string> {
  const port = environment.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
  const response = await send(url, { headers: { 'X-Aws-Parameters-Secrets-Token': environment.AWS_SESSION_TOKEN ?? '' } });
  if (!response.ok) throw new Error(`The secret ${secretId} could not be read (${response.status}).`);
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (!SecretString) throw new Error(`The secret ${secretId} is empty.`);
  return SecretString;
}
