import type { ButtonHTMLAttributes } from 'react';

/**
 * A plain button (type="button") in the house style: `.button` and its variant, primary,
 * secondary or ghost. Every other attribute (onClick, disabled, aria-*) is the button's own.
 */
export function Button({
  variant,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
  variant: 'primary' | 'secondary' | 'ghost';
}) {
  return <button type="button" className={`button button-${variant}`} {...props} />;
}
