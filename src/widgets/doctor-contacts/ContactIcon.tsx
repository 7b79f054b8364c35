/**
 * Small inline SVG icons per contact kind (booking-schedule §3 "Contact" translits). Decorative: `aria-hidden`, the
 * contact's name is the text. 24×24 viewBox, drawn with `currentColor`; the brand colour comes from the row's css
 * (`[data-kind]`). Decisions: docs/decisions/107-contact-kinds-and-footnote.md.
 */
import type { ReactNode } from 'react';
import type { ContactTranslit } from './contacts-api';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PHONE = (
  <path
    {...stroke}
    d="M6.6 3.5h2.6l1.4 4-2 1.3a11 11 0 0 0 6.6 6.6l1.3-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.6 16.6 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z"
  />
);

const MAIL = (
  <>
    <rect {...stroke} x="3" y="5.5" width="18" height="13" rx="2" />
    <path {...stroke} d="m3.5 7 8.5 6 8.5-6" />
  </>
);

const GLOBE = (
  <>
    <circle {...stroke} cx="12" cy="12" r="8.5" />
    <path
      {...stroke}
      d="M3.5 12h17M12 3.5c2.4 2.5 3.5 5.3 3.5 8.5s-1.1 6-3.5 8.5c-2.4-2.5-3.5-5.3-3.5-8.5s1.1-6 3.5-8.5Z"
    />
  </>
);

const LINK = (
  <path
    {...stroke}
    d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2"
  />
);

const WHATSAPP = (
  <>
    <path {...stroke} d="M4 20l1.2-4A8.5 8.5 0 1 1 8.3 19Z" />
    <path
      fill="currentColor"
      d="M9.3 7.9c.2-.3.5-.3.7-.3h.5c.2 0 .4.1.5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.2.3 0 .5.3.6 1.3 1.8 2.6 2.3.2.1.4.1.5-.1l.6-.7c.2-.2.4-.2.6-.1l1.5.7c.2.1.4.3.3.5 0 .5-.2 1.2-.8 1.6-.6.4-1.6.5-3-.1a8.4 8.4 0 0 1-3.9-3.6c-.6-1.1-.6-2.1-.3-2.8Z"
    />
  </>
);

const TELEGRAM = (
  <path {...stroke} d="M20.5 4.5 3.5 11.2l5.3 1.9m11.7-8.6-3 15-5.6-4.4m8.6-10.6-8.6 8.5m0 0-.6 4.9 2.6-3" />
);

const VK = (
  <>
    <rect {...stroke} x="3" y="3" width="18" height="18" rx="5" />
    <path
      {...stroke}
      d="M6.5 9c.5 3.8 2.6 6 5.8 6v-2.2c1.1.1 2 .9 2.5 2.2h2.2c-.5-1.7-1.7-2.8-2.5-3.2.8-.5 1.9-1.6 2.2-2.8h-2c-.4 1.1-1.4 2.2-2.4 2.3V9h-2v4.6c-1.2-.3-2.4-1.7-2.6-4.6Z"
    />
  </>
);

const DZEN = (
  <path
    fill="currentColor"
    d="M12 2.5c.1 4.8 1.3 7.1 3.4 8.3 1.5.8 3.4 1 6.1 1.2-4.8.1-7.1 1.3-8.3 3.4-.8 1.5-1 3.4-1.2 6.1-.1-4.8-1.3-7.1-3.4-8.3-1.5-.8-3.4-1-6.1-1.2 4.8-.1 7.1-1.3 8.3-3.4.8-1.5 1-3.4 1.2-6.1Z"
  />
);

const ICONS: Record<ContactTranslit, ReactNode> = {
  phone: PHONE,
  email: MAIL,
  'personal-site': GLOBE,
  'another-link': LINK,
  whatsapp: WHATSAPP,
  telegram: TELEGRAM,
  'vk-messenger': VK,
  'blog-v-vk': VK,
  'blog-v-dzen': DZEN,
  'blog-v-telegram': TELEGRAM,
};

/** The decorative icon of a contact kind. */
export function ContactIcon({ kind }: { kind: ContactTranslit }) {
  return (
    <svg
      className="dc__icon"
      part="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[kind]}
    </svg>
  );
}
