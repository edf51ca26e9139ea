import { ICON } from "./icon";

/** A star: the visitor's plan. Sized and coloured by its class. */
export function StarIcon({ className }: { className: string }) {
  return (
    <svg {...ICON} className={className}>
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}
