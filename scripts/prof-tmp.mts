import { build } from 'esbuild';
import { LAMBDA_BUNDLING } from '@lm/functions/bundling';
const name = process.argv[2] ?? 'live';
await build({ entryPoints: [`../functions/src/${name}/index.ts`], outfile: `/tmp/prof/${name}.mjs`, bundle: true, ...LAMBDA_BUNDLING, mainFields: [...LAMBDA_BUNDLING.mainFields], banner: { js: LAMBDA_BUNDLING.banner }, alias: { ...LAMBDA_BUNDLING.alias }, external: [...LAMBDA_BUNDLING.external], sourcemap: false, minify: false, logLevel: 'error' });
