import { textData } from '../../utils/module-data';
import { ModuleSection, type ModuleProps } from '../module-section';

export function TextModule({ data, level }: ModuleProps) {
  const parsed = textData.safeParse(data);
  if (!parsed.success) return null;
  const { heading, body } = parsed.data;
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
