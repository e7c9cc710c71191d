import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm ' +
  'font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-500 text-white shadow-sm hover:bg-brand-600 active:bg-brand-700',
  secondary: 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50',
  ghost: 'text-ink hover:bg-stone-100',
  danger: 'bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50',
};

export function buttonClass(variant: Variant = 'primary', extra = '') {
  return `${base} ${variants[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: Variant; children: ReactNode }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
