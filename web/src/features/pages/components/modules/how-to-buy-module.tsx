import { stepsOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';
import { StepsList } from '../steps-list';

export function HowToBuyModule({ data, level }: ModuleProps) {
  const parsed = stepsOf(data);
  if (!parsed) return null;
  return (
    <ModuleSection type="howtobuy" heading={parsed.heading} level={level}>
      <StepsList steps={parsed.steps} />
    </ModuleSection>
  );
}
