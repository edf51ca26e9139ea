import { ICON } from "./icon";

/** Simple line glyphs for the social links (drawn here; no brand assets are shipped). */
export function FacebookIcon() {
  return (
    <svg {...ICON} width={24} height={24}>
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21z"
      />
    </svg>
  );
}

export function InstagramIcon() {
  return (
    <svg {...ICON} width={24} height={24}>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </svg>
  );
}

export function LinkedInIcon() {
  return (
    <svg {...ICON} width={24} height={24}>
      <path
        fill="currentColor"
        d="M4.5 9h3v11h-3zM6 3.8a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h2.9v1.5c.4-.8 1.4-1.7 3-1.7 3.1 0 3.6 2 3.6 4.6V20h-3v-5.9c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V20H10z"
      />
    </svg>
  );
}
