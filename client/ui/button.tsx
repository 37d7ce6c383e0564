import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

/** A real <button> in the site's styles; links that look like buttons use AppLink with the same classes. */
export function Button({ variant = 'secondary', className = '', type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={`button button--${variant} ${className}`.trim()} {...rest} />;
}
