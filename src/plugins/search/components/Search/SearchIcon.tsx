import type {ReactNode} from 'react';

/** The magnifier of the search button and the search box. */
export default function SearchIcon({
  className,
}: {
  className: string;
}): ReactNode {
  return (
    <svg
      className={className}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false">
      <path
        d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z"
        fill="currentColor"
      />
    </svg>
  );
}
