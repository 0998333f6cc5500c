import { paragraphsOf } from '../utils/paragraphs';

/** Text written in the back office, as paragraphs; never read as HTML. */
export function TextBody({ text, className = 'ct-text' }: { text: string; className?: string }) {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
