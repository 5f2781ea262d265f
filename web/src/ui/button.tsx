import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AppLink } from '../routing/app-link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface Look {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block }: Look, extra?: string): string {
  return ['btn', `btn--${variant}`, size === 'lg' && 'btn--lg', block && 'btn--block', extra].filter(Boolean).join(' ');
}

/** A button; `busy` keeps its width, shows a spinner and announces the wait to screen readers. */
export function Button({
  variant,
  size,
  block,
  busy,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

/** A link that looks like a button (primary actions that navigate). */
export function ButtonLink({
  href,
  variant,
  size,
  block,
  className,
  children,
}: Look & { href: string; className?: string; children: ReactNode }) {
  return (
    <AppLink href={href} className={classes({ variant, size, block }, className)}>
      {children}
    </AppLink>
  );
}
