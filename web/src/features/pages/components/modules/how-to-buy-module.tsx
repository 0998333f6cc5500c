import { stepsData } from '../../utils/module-data';
import { ModuleSection, type ModuleProps } from '../module-section';
import { StepsList } from '../steps-list';

export function HowToBuyModule({ data, level }: ModuleProps) {
  const parsed = stepsData.safeParse(data);
  if (!parsed.success) return null;
  return (
    <ModuleSection type="howtobuy" heading={parsed.data.heading} level={level}>
      <StepsList steps={parsed.data.steps} />
    </ModuleSection>
  );
}
