import { CfnOutput } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Data } from './constructs/data.js';
import { removalPolicyOf } from './settings.js';
import { StageStack, type StageStackProps } from './stage-stack.js';

/** Stateful: the single DynamoDB table. */
export class DataStack extends StageStack {
  readonly data: Data;

  constructor(scope: Construct, props: StageStackProps) {
    super(scope, 'Data', { description: 'Marketplace data: the single DynamoDB table', ...props });
    this.data = new Data(this, 'Data', {
      deletionProtection: this.settings.deletionProtection,
      removalPolicy: removalPolicyOf(this.settings),
    });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
  }
}
