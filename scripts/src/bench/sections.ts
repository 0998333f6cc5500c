/** The parts of the bench, in the order they run. */
export const SECTIONS = ['lambdas', 'http', 'commerce', 'web', 'media'] as const;
export type Section = (typeof SECTIONS)[number];

const isSection = (name: string): name is Section => (SECTIONS as readonly string[]).includes(name);

/** The sections `--only=a,b` names (repeatable), in run order; every section without the flag. */
export function sectionsToRun(argv: readonly string[]): Section[] {
  const named = argv.filter((arg) => arg.startsWith('--only=')).flatMap((arg) => arg.slice('--only='.length).split(','));
  const unknown = argv.filter((arg) => arg.startsWith('-') && !arg.startsWith('--only='));
  if (unknown.length) throw new Error(`Unknown option ${unknown.join(' ')}; the bench takes --only=${SECTIONS.join('|')}.`);
  if (!named.length) return [...SECTIONS];
  const wrong = named.filter((name) => !isSection(name));
  if (wrong.length) throw new Error(`Unknown section ${wrong.map((name) => `"${name}"`).join(', ')}; choose from ${SECTIONS.join(', ')}.`);
  return SECTIONS.filter((section) => named.includes(section));
}
