export interface EmblemProps {
  size?: number;
  className?: string;
}

/** The app mark: a steaming bowl on vermilion (the same drawing as the favicon). */
export function Emblem({ size = 56, className }: EmblemProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--color-accent)" />
      <path d="M12 30h40c0 11-9 19-20 19S12 41 12 30z" fill="var(--color-paper)" />
      <rect x="22" y="50" width="20" height="4" rx="2" fill="var(--color-paper)" />
      <path
        d="M25 24c-3-4 3-6 0-11M32 24c-3-4 3-6 0-11M39 24c-3-4 3-6 0-11"
        fill="none"
        stroke="var(--color-paper)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
