import type { ComponentProps, ReactNode } from 'react'

/** A label above its control, the usual look of a form field. */
const STACKED_LABEL = 'flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold'

type FieldProps = {
  /** the visible label, which is also the control's accessible name */
  label: ReactNode
  /** classes of the label, which holds the control; the stacked look by default */
  labelClassName?: string
  /** classes added to the control's own "input" look */
  className?: string
}

function controlClass(className: string | undefined): string {
  return className ? `input ${className}` : 'input'
}

/** A text input inside its label. */
export function TextField({ label, labelClassName = STACKED_LABEL, className, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'className'>) {
  return (
    <label className={labelClassName}>
      {label}
      <input className={controlClass(className)} {...input} />
    </label>
  )
}

/** A select inside its label; the options are its children. */
export function SelectField({
  label,
  labelClassName = STACKED_LABEL,
  className,
  children,
  ...select
}: FieldProps & Omit<ComponentProps<'select'>, 'className'>) {
  return (
    <label className={labelClassName}>
      {label}
      <select className={controlClass(className)} {...select}>
        {children}
      </select>
    </label>
  )
}
