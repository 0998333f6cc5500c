/** A tick: a lesson done. Decorative: the text beside it says so. */
export function TickIcon() {
  return (
    <svg className="ln-icon ln-icon--tick" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.2 3.2L13 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A padlock: a lesson the caller cannot open. Decorative: the text beside it says so. */
export function LockIcon() {
  return (
    <svg className="ln-icon ln-icon--lock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
