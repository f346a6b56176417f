/** The portal's mark: a shield with a star, in the palette of the page (decorative; the link is named). */
export function PoliceLogo() {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 32 32"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="#ffffff" d="M16 1 3 6v9c0 8 5.6 13.6 13 16 7.4-2.4 13-8 13-16V6z" />
      <path fill="#14306b" d="M16 3.2 5 7.4V15c0 6.8 4.6 11.6 11 13.8 6.4-2.2 11-7 11-13.8V7.4z" />
      <path fill="#ffffff" d="m16 8 2.2 4.6 5 .6-3.7 3.4 1 5L16 19l-4.5 2.6 1-5-3.7-3.4 5-.6z" />
    </svg>
  );
}
