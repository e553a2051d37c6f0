import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';

type Name = 'fullName' | 'email';

/**
 * Full name and email, as the contact, data-request and newsletter forms all ask them. The caller registers
 * both (`fields`) while it renders, in the order of the form: react-hook-form focuses the first invalid
 * field in the order of registration, and a child's render would register them after the caller's own.
 */
export function NameEmailFields({
  labels,
  idPrefix,
  fields,
  err,
  nameRef,
}: {
  labels: { fields: { fullName: string; email: string } };
  /** `{idPrefix}-fullName`, `{idPrefix}-email`: the ids the tests and the error links use. */
  idPrefix: string;
  fields: Record<Name, UseFormRegisterReturn>;
  err: (name: Name) => string | undefined;
  /** Also receives the name's input (a dialog focuses it first). */
  nameRef?: RefObject<HTMLInputElement | null>;
}) {
  const name = fields.fullName;
  return (
    <>
      <TextField
        id={`${idPrefix}-fullName`}
        label={labels.fields.fullName}
        error={err('fullName')}
        required
        autoComplete="name"
        {...name}
        ref={
          nameRef
            ? (element: HTMLInputElement | null) => {
                name.ref(element);
                nameRef.current = element;
              }
            : name.ref
        }
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={labels.fields.email}
        error={err('email')}
        required
        autoComplete="email"
        {...fields.email}
      />
    </>
  );
}
