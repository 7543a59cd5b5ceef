/** A hand bell: marks staff calls wherever they appear. */
export function BellIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="1.1em" height="1.1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a1.5 1.5 0 0 1 1.5 1.5v.6A6 6 0 0 1 18 11v4l2 2.5H4L6 15v-4a6 6 0 0 1 4.5-5.9v-.6A1.5 1.5 0 0 1 12 3z"
        fill="currentColor"
      />
      <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0z" fill="currentColor" />
    </svg>
  );
}
