import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory of `cdk` or vitest. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export const FUNCTIONS_SRC = `${REPO_ROOT}/functions/src`;
export const WEB_ROOT = `${REPO_ROOT}/web`;
