import type { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '@lm/shared';

export interface DataProps {
  deletionProtection: boolean;
  removalPolicy: RemovalPolicy;
}

/** The single table of the product, built from the shared TABLE description. */
export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const key = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new TableV2(this, 'Table', {
      partitionKey: key(TABLE.partitionKey),
      sortKey: key(TABLE.sortKey),
      billing: Billing.onDemand(),
      globalSecondaryIndexes: TABLE.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        // ElectroDB reads whole items from its indexes (LOCAL-STACK: KEYS_ONLY returns nothing).
        projectionType: ProjectionType.ALL,
      })),
      timeToLiveAttribute: TABLE.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
  }
}
