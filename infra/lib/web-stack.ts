import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { Site } from './constructs/site.js';
import { StageStack, type StageStackProps } from './stage-stack.js';

export interface WebStackProps extends StageStackProps {
  bucket: IBucket;
  apiUrl: string;
}

/** The SPA build and its runtime config.json, deployed to the web bucket (after the API exists). */
export class WebStack extends StageStack {
  readonly site: Site;

  constructor(scope: Construct, props: WebStackProps) {
    super(scope, 'Web', { description: 'Marketplace web: the SPA and its runtime configuration', ...props });
    this.site = new Site(this, 'Site', { bucket: props.bucket, apiUrl: props.apiUrl, stage: this.settings.stage });
  }
}
