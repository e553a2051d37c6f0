import { describe, expect, it } from 'vitest';
import { render, screen } from '@/tests/render';
import { CheckboxField } from './checkbox-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextAreaField } from './textarea-field';
import { TextField } from './text-field';

describe('form kit', () => {
  it('ties each label to its control and the hint to aria-describedby', () => {
    render(
      <form>
        <TextField id="name" label="Nombre" hint="Como en tu documento" optionalText="(opcional)" />
        <TextAreaField id="comment" label="Comentario" describedBy={['comment-counter']} />
        <SelectField id="kind" label="Tipo" placeholder="Selecciona" options={[{ value: 'a', label: 'A' }]} />
        <CheckboxField id="consent" label="Acepto" />
      </form>,
    );
    const name = screen.getByLabelText(/Nombre/);
    expect(name).toHaveAttribute('id', 'name');
    expect(name).toHaveAccessibleDescription('Como en tu documento');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Comentario')).toHaveAttribute('aria-describedby', 'comment-counter');
    expect(screen.getByLabelText('Tipo')).toHaveDisplayValue('Selecciona');
    expect(screen.getByRole('checkbox', { name: 'Acepto' })).not.toBeChecked();
  });

  it('marks a field with an error invalid and describes it with the error', () => {
    render(
      <>
        <TextField id="email" label="Correo" hint="Te escribiremos aquí" error="Escribe un correo válido" />
        <CheckboxField id="consent" label="Acepto" error="Debes aceptar" />
      </>,
    );
    const email = screen.getByLabelText('Correo');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(document.getElementById('email-error')).toHaveTextContent('Escribe un correo válido');
    expect(screen.getByRole('checkbox', { name: 'Acepto' })).toHaveAccessibleDescription('Debes aceptar');
  });

  it('shows a prefix inside the field without reading it', () => {
    render(<TextField id="cc" label="Indicativo" prefix="+" defaultValue="57" />);
    expect(screen.getByLabelText('Indicativo')).toHaveValue('57');
    expect(screen.getByText('+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a busy submit button is disabled and named by its busy label', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Enviando...">
        Enviar
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
    rerender(
      <SubmitButton busy busyLabel="Enviando...">
        Enviar
      </SubmitButton>,
    );
    const busy = screen.getByRole('button', { name: 'Enviando...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
  });
});
