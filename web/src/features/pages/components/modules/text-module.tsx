import { textOf } from '../../utils/module-guards';
import { ModuleSection, type ModuleProps } from '../module-section';

export function TextModule({ data, level }: ModuleProps) {
  const parsed = textOf(data);
  if (!parsed) return null;
  const { heading, body } = parsed;
  return (
    <ModuleSection type="text" heading={heading} level={level}>
      {body.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="cp-text">
          {paragraph}
        </p>
      ))}
    </ModuleSection>
  );
}
