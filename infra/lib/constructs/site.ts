import { execFileSync } from 'node:child_process';
import { AssetHashType, DockerImage, Duration, Stack } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcardResources } from '../nag.js';
import { REPO_ROOT, WEB_ROOT } from '../paths.js';

export interface SiteProps {
  bucket: IBucket;
  apiUrl: string;
  stage: string;
}

/** The runtime configuration the SPA fetches at start, so one build serves every stage. */
const RUNTIME_CONFIG_FILE = 'config.json';

/**
 * Builds the SPA with Vite into the asset's output directory, on this machine
 * (a failed build fails the synth). Vite's output goes to stderr: the CDK CLI
 * reads the app's stdout.
 */
function buildWeb(outputDir: string): boolean {
  execFileSync('npm', ['run', 'build', '-w', '@lm/web', '--', '--outDir', outputDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 2, 2],
  });
  return true;
}

/**
 * Deploys the SPA to the web bucket in three parts: Vite's hashed assets
 * (cached for a year, never pruned, so open tabs can still load old chunks),
 * the shell (index.html and other unhashed files, revalidated on every
 * request) and `config.json` with the API URL (revalidated on every request).
 */
export class Site extends Construct {
  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    const build = Source.asset(WEB_ROOT, {
      // The build also depends on shared/: hash what it produced, not web/ alone.
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        local: { tryBundle: buildWeb },
        // Required by the API; local bundling builds or throws, so Docker is never used.
        image: DockerImage.fromRegistry('node:22'),
      },
    });

    const assets = new BucketDeployment(this, 'HashedAssets', {
      sources: [build],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });

    const config = new BucketDeployment(this, 'RuntimeConfig', {
      sources: [Source.jsonData(RUNTIME_CONFIG_FILE, { apiUrl: props.apiUrl, stage: props.stage })],
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
    });

    // Pruning skips excluded keys, so the assets and config.json survive it.
    const shell = new BucketDeployment(this, 'Shell', {
      sources: [build],
      destinationBucket: props.bucket,
      exclude: ['assets/*', RUNTIME_CONFIG_FILE],
      prune: true,
      cacheControl: [CacheControl.noCache()],
    });
    // The new shell goes live only once what it references is in place.
    shell.node.addDependency(assets, config);

    this.acknowledgeDeploymentHandler(assets, props.bucket);
  }

  /** The three deployments share one CDK-provided handler Lambda and role, which CDK configures. */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment, bucket: IBucket): void {
    const handler = Stack.of(this).node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      acknowledge(handler, 'CDK BucketDeployment handler: its Python runtime is chosen and updated by aws-cdk-lib.', 'AwsSolutions-L1');
    }
    const role = deployment.handlerRole;
    acknowledge(
      role,
      'CDK BucketDeployment handler: CDK attaches the AWS managed basic execution policy (CloudWatch Logs only).',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    );
    acknowledge(
      role,
      'CDK BucketDeployment handler: it reads the deployment assets and syncs (writes, deletes) the web bucket; CDK grants these action groups.',
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => `AwsSolutions-IAM5[Action::${action}]`),
    );
    const assetBucket = deployment.node.findAll().find((child): child is Asset => child instanceof Asset)?.bucket;
    acknowledgeWildcardResources(
      role,
      'CDK BucketDeployment handler: any object of the CDK assets bucket (the deployment zips) and of the web bucket (the synced site).',
      [bucket.arnForObjects('*'), ...(assetBucket ? [assetBucket.arnForObjects('*')] : [])],
    );
  }
}
