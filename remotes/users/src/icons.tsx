/** Inline icons (no icon font): decorative, the control carries the label. */
export function AddUserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="9" cy="8" r="4" />
      <path d="M1 21c0-4 4-6 8-6s8 2 8 6M19 8v6M16 11h6" />
    </svg>
  );
}
