/** Props of every sidebar icon: one size, and hidden from screen readers (the link names it). */
export const NAV_ICON = { size: 18, 'aria-hidden': true, className: 'nav-icon' } as const;
