import { Text } from '@aws-amplify/ui-react';

/** What a toolbar's step came to: done (a status, read out politely) or failed (an alert). */
export interface StepOutcome {
  kind: 'done' | 'failed';
  text: string;
}

/** A toolbar step's outcome under its controls; nothing before the step is taken. */
export function StepOutcomeText({ outcome }: { outcome: StepOutcome | undefined }) {
  if (!outcome) return null;
  return (
    <Text role={outcome.kind === 'failed' ? 'alert' : 'status'} variation={outcome.kind === 'failed' ? 'error' : 'success'}>
      {outcome.text}
    </Text>
  );
}
