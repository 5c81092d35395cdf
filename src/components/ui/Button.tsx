import type { ComponentProps } from 'react'

export type ButtonVariant = 'default' | 'primary' | 'ghost' | 'danger'

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  default: 'btn',
  primary: 'btn btn-primary',
  ghost: 'btn btn-ghost',
  danger: 'btn border-danger bg-danger text-white hover:bg-danger/90 dark:text-bg',
}

/**
 * The button classes, for places that render many buttons and must stay plain elements
 * (the compare table's rows); everywhere else use Button.
 */
export function buttonClass(variant: ButtonVariant = 'default', className = ''): string {
  return className ? `${VARIANT_CLASS[variant]} ${className}` : VARIANT_CLASS[variant]
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant }

/** A button of the app's look; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'default', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}
