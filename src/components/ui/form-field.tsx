import type { ReactNode } from 'react';
import { fieldMarkers } from '../../content/forms.ts';

/** What a field's control needs to be labelled and described (spread it onto the control). */
export interface FieldControlProps {
  id: string;
  'aria-required'?: 'true';
  /** The error message's id, while there is a message. */
  'aria-describedby'?: string;
  /** Red ring and aria-invalid (Input, Select and Textarea take it). */
  invalid: boolean;
}

export interface FormFieldProps {
  /** The control's id; the error message's id derives from it. */
  id: string;
  label: string;
  required?: boolean;
  /** The message shown below the control; the control is invalid while there is one. */
  error?: string | undefined;
  className?: string;
  /** Renders the control with the props that wire it to the label and the message. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: its label (with the required star, read out as 'Pflichtfeld', or
 * '(optional)'), the control, and the error message below it. The message element is always
 * there and polite, so a message that appears is read out; the control points to it with
 * aria-describedby and is aria-invalid only while there is a message.
 */
export function FormField({ id, label, required = false, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-night-800">
        {label}{' '}
        {required ? (
          <span className="text-brass-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">({fieldMarkers.required})</span>
          </span>
        ) : (
          <span className="font-normal text-muted">{fieldMarkers.optional}</span>
        )}
      </label>
      {children({
        id,
        ...(required && { 'aria-required': 'true' as const }),
        ...(error && { 'aria-describedby': errorId }),
        invalid: !!error,
      })}
      <p id={errorId} aria-live="polite" className="mt-1.5 min-h-0 text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
