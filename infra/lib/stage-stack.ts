import { CrossStackReferences, ReferenceStrength, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageSettings } from './settings.js';

export interface StageStackProps extends StackProps {
  settings: StageSettings;
}

/** A stack of one stage: named `<App>-<stage>-<Concern>`, tagged, protected in production. */
export class StageStack extends Stack {
  readonly settings: StageSettings;

  constructor(scope: Construct, concern: string, props: StageStackProps) {
    const name = `${props.settings.appName}-${props.settings.stage}-${concern}`;
    super(scope, name, { stackName: name, terminationProtection: props.settings.deletionProtection, ...props });
    this.settings = props.settings;
    // Exports and imports: CloudFormation then refuses to delete a table, pool
    // or bucket that another stack of the stage still uses.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    Tags.of(this).add('app', props.settings.appName.toLowerCase());
    Tags.of(this).add('stage', props.settings.stage);
  }

  /** `Marketplace-dev`: prefix of the few physical names that must be unique per account and region. */
  get namePrefix(): string {
    return `${this.settings.appName}-${this.settings.stage}`;
  }
}
