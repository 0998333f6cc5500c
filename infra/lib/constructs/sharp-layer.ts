import { AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.js';

/** What sharp loads at run time on Lambda's x86_64 Linux (glibc): itself, its dependencies, its binary and libvips. */
const PACKAGES = ['sharp', '@img/colour', 'detect-libc', 'semver', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'] as const;

/** Where each package is installed: beside sharp (its own node_modules first), as Node resolves it from sharp. */
function installed(name: (typeof PACKAGES)[number]): string | undefined {
  const modules = join(REPO_ROOT, 'node_modules');
  const sharp = join(modules, 'sharp');
  const candidates = name === 'sharp' ? [sharp] : [join(sharp, 'node_modules', name), join(modules, name)];
  return candidates.find((path) => existsSync(join(path, 'package.json')));
}

/**
 * Copies sharp and its Linux x64 binaries, as npm installed them on this machine, into the
 * layer's `nodejs/node_modules` (decision 0035). Nothing is downloaded: synth works offline. A
 * machine that is not Linux x64 has other binaries installed, and is told how to get these.
 */
export function copySharpPackages(outputDir: string): void {
  const target = join(outputDir, 'nodejs', 'node_modules');
  const missing = PACKAGES.filter((name) => !installed(name));
  if (missing.length) {
    throw new Error(
      `The sharp layer needs ${missing.join(', ')} in node_modules: on a machine other than Linux x64, install them with \`npm install --os=linux --cpu=x64 --libc=glibc\` before synth.`,
    );
  }
  for (const name of PACKAGES) cpSync(installed(name) as string, join(target, name), { recursive: true, dereference: true });
}

/**
 * The layer holding sharp for Lambda's x86_64 Linux (decision 0035), one per stack: the function
 * that makes image variants runs on x86_64 with sharp left out of its bundle and loaded from here.
 * Only the stacks being bundled copy the packages; the others get a placeholder asset, as
 * NodejsFunction's bundles do.
 */
export function sharpLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'SharpLayer';
  const existing = stack.node.tryFindChild(id) as ILayerVersion | undefined;
  if (existing) return existing;
  return new LayerVersion(stack, id, {
    description: 'sharp and libvips for Node.js on Linux x64 (image variants)',
    compatibleArchitectures: [Architecture.X86_64],
    compatibleRuntimes: [Runtime.NODEJS_22_X],
    code: Code.fromAsset(join(REPO_ROOT, 'node_modules', 'sharp'), {
      // The binaries and libvips are copied from beside it: hash what was copied.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Required by the API; local bundling copies or throws, so Docker is never used.
        image: DockerImage.fromRegistry('node:22'),
        local: {
          tryBundle(outputDir) {
            copySharpPackages(outputDir);
            return true;
          },
        },
      },
    }),
  });
}
