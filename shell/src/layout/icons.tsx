import { Icon } from '@tac/ui';

/** The two glyphs the shell needs, inline so no icon library ships with it. */
export function MenuIcon() {
  return (
    <Icon boxSize="5" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

export function ChevronIcon() {
  return (
    <Icon boxSize="4" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </Icon>
  );
}
