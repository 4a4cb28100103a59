import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'outline' | 'subtle';
type Size = 'md' | 'sm';

const variants: Record<Variant, string> = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800',
  outline: 'border border-primary-700 bg-white text-primary-800 hover:bg-primary-50',
  subtle: 'bg-slate-100 text-slate-800 hover:bg-slate-200',
};

// Sizes are a choice here rather than padding classes added by callers: two padding classes on
// one element resolve by stylesheet order, not by the order they are written in.
const sizes: Record<Size, string> = { md: 'px-4 py-2.5', sm: 'px-3 py-1.5' };

/** The look of a button, for links that act as buttons too; `className` may add layout, not padding. */
export function buttonClass(variant: Variant = 'primary', className?: string, size: Size = 'md'): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}
