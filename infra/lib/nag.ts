import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings on a construct (and its children) for one
 * reason. cdk-nag 3 matches each finding id exactly, e.g. `AwsSolutions-L1` or
 * `AwsSolutions-IAM5[Action::s3:List*]`.
 */
export function acknowledge(scope: IConstruct, reason: string, ...ids: string[]): void {
  Validations.of(scope).acknowledge(...ids.map((id) => ({ id, reason })));
}

/**
 * Acknowledges the IAM5 findings of wildcard resources (e.g.
 * `bucket.arnForObjects('*')`) granted to a role. cdk-nag names a resource as
 * it appears in the template, and a resource of another stack appears there as
 * an export name that exists only once synthesis has resolved cross-stack
 * references: the ids are therefore computed in a construct validation, which
 * runs after that resolution and before the validation plugins.
 */
export function acknowledgeWildcardResources(scope: IConstruct, reason: string, resources: readonly string[]): void {
  scope.node.addValidation({
    validate: () => {
      const stack = Stack.of(scope);
      const ids = resources.map((resource) => `AwsSolutions-IAM5[Resource::${flattenCfnReference(stack.resolve(resource))}]`);
      acknowledge(scope, reason, ...ids);
      return [];
    },
  });
}
